import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../lib/paths.ts';
import { renderPage } from '../test/render.tsx';
import { Layout } from './layout.tsx';
import { OnlineOnly } from './online-only.tsx';

// The browser's word on the connection (navigator.onLine), and the events it fires when that changes.
let online = true;
let onLine: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  online = true;
  onLine = vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => onLine.mockRestore());

function goOffline() {
  online = false;
  act(() => void window.dispatchEvent(new Event('offline')));
}
function goOnline() {
  online = true;
  act(() => void window.dispatchEvent(new Event('online')));
}

const BANNER = 'You’re offline. The trees, the key and practice still work on this device.';

describe('the offline banner on every page', () => {
  const page = (
    <Routes>
      <Route element={<Layout />}>
        <Route path="*" element={<h1>Every tree</h1>} />
      </Route>
    </Routes>
  );

  it('says nothing while online', () => {
    renderPage(page, { route: paths.trees });
    expect(screen.getByRole('heading', { name: 'Every tree' })).toBeTruthy();
    expect(screen.queryByText(BANNER)).toBeNull();
  });

  it('appears in a live region as the connection drops, and goes when it is back', () => {
    renderPage(page, { route: paths.trees });
    goOffline();
    expect(screen.getByText(BANNER).closest('[role="status"]')).not.toBeNull();
    // The page stays: only what needs the server says it cannot work.
    expect(screen.getByRole('heading', { name: 'Every tree' })).toBeTruthy();
    goOnline();
    expect(screen.queryByText(BANNER)).toBeNull();
  });

  it('is there from the start when the page opens offline', () => {
    online = false;
    renderPage(page, { route: paths.trees });
    expect(screen.getByText(BANNER)).toBeTruthy();
  });
});

/** A page the server runs, inside OnlineOnly as the router has it, opened at `route`. */
function onlineOnlyRoutes(route: string) {
  return renderPage(
    <Routes>
      <Route element={<OnlineOnly />}>
        <Route path="*" element={<h1>The page itself</h1>} />
      </Route>
    </Routes>,
    { route },
  );
}

const notice = () => screen.findByRole('heading', { name: 'You’re offline' });

describe('an online-only page offline', () => {
  it('shows the page itself while online', () => {
    onlineOnlyRoutes(paths.test);
    expect(screen.getByRole('heading', { name: 'The page itself' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'You’re offline' })).toBeNull();
  });

  it('says why the test cannot run, and what still works, linking to it', async () => {
    online = false;
    onlineOnlyRoutes(paths.test);
    await notice();
    const section = within(screen.getByRole('region', { name: 'You’re offline' }));
    expect(screen.queryByRole('heading', { name: 'The page itself' })).toBeNull();
    expect(section.getByText(/Tests are scored on Leafwise’s server/).textContent).toBe(
      'Tests need a connection. Tests are scored on Leafwise’s server, so they can only be taken online.',
    );
    const href = (name: string) => section.getByRole('link', { name }).getAttribute('href');
    expect(href('Practise')).toBe(paths.practice);
    expect(href('Identify a tree')).toBe(paths.identify);
    expect(href('Browse the trees')).toBe(paths.trees);
    expect(document.title).toBe('Tests need a connection · Leafwise');
  });

  it.each([
    [paths.train, 'Training needs a connection'],
    [paths.leaderboard, 'The leaderboard needs a connection'],
    [paths.progress, 'Your progress needs a connection'],
    [paths.profile, 'Your profile needs a connection'],
    [paths.login, 'Signing in needs a connection'],
  ])('names what %s needs', async (route, title) => {
    online = false;
    onlineOnlyRoutes(route);
    await notice();
    expect(screen.getByText(`${title}.`)).toBeTruthy();
  });

  it('gives way to the page when the connection comes back, and returns when it drops', async () => {
    onlineOnlyRoutes(paths.test);
    goOffline();
    await notice();
    goOnline();
    expect(screen.getByRole('heading', { name: 'The page itself' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'You’re offline' })).toBeNull();
  });

  it('takes the user to practice, which works offline', async () => {
    online = false;
    const { user } = onlineOnlyRoutes(paths.test);
    await user.click(await screen.findByRole('link', { name: 'Practise' }));
    expect(screen.getByTestId('address').textContent).toBe(paths.practice);
  });
});
