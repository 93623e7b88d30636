import sharp from 'sharp';

/** A JPEG of a plain green field carrying the EXIF a phone writes: camera, time and GPS position. */
export function photoJpeg(width: number, height: number, options: { orientation?: number; shade?: number } = {}) {
  return sharp({
    // Shades far enough apart that JPEG's rounding cannot make two of them the same file.
    create: { width, height, channels: 3, background: { r: (40 + 23 * (options.shade ?? 0)) % 256, g: 110, b: 50 } },
  })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Leafwise Test Camera', Model: 'Field 1', DateTime: '2026:05:01 10:00:00' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 12/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 40/1' },
    })
    .withMetadata(options.orientation ? { orientation: options.orientation } : {})
    .toBuffer();
}

export const pngOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 180, b: 90, alpha: 1 } } })
    .png()
    .toBuffer();
