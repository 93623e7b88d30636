import { LEVELS } from '@leafwise/contract/constants';
import { Link } from 'react-router';
import { TestIcon, TrainIcon } from '../../../components/nav-icons.tsx';
import { paths } from '../../../lib/paths.ts';
import styles from './how-it-works.module.css';
import { LevelTree } from './level-tree.tsx';

export function HowItWorks() {
  return (
    <section className={styles.section}>
      <h2>How it works</h2>
      <p className={styles.intro}>Two ways to learn, and three levels to grow through.</p>

      <div className={styles.grid}>
        <article className={`surface ${styles.card}`}>
          <h3 className={styles.cardTitle}>
            <span className={styles.badge}>
              <TrainIcon />
            </span>
            Training
          </h3>
          <p>
            Study trees, then be quizzed. You meet a few trees one at a time, with pictures of the leaf, bark, bud and
            seed and a note on what to look for in each. Then a short quiz shows you which ones stuck.
          </p>
          <Link className={styles.more} to={paths.train}>
            Start training <span aria-hidden="true">→</span>
          </Link>
        </article>

        <article className={`surface ${styles.card}`}>
          <h3 className={styles.cardTitle}>
            <span className={styles.badge}>
              <TestIcon />
            </span>
            Test
          </h3>
          <p>
            Choose a number of trees, a difficulty and a type, then identify each tree from four options. Your score is
            waiting at the end.
          </p>
          <p className={styles.soon}>
            <strong>New:</strong> the leaderboard challenge, a timed quiz to identify as many trees as possible in one
            minute. <Link to={paths.leaderboard}>Put your score on the Ancient leaderboard</Link>.
          </p>
          <Link className={styles.more} to={paths.test}>
            Take a test <span aria-hidden="true">→</span>
          </Link>
        </article>

        <article className={`surface ${styles.card} ${styles.wide}`}>
          <h3>Difficulty levels</h3>
          <p>Pick the level that suits you, and move up as your eye gets sharper.</p>
          <dl className={styles.levels}>
            {LEVELS.map((level) => (
              <div key={level.value} className={styles.level}>
                <dt>
                  <LevelTree level={level.value} />
                  {level.name}
                </dt>
                <dd>{level.blurb}</dd>
              </div>
            ))}
          </dl>
        </article>

        <aside className={`${styles.tip} ${styles.wide}`} aria-labelledby="tip-title">
          <h3 id="tip-title" className={styles.tipTitle}>
            Tip: take a closer look
          </h3>
          <p>Click or tap any picture to enlarge it, and click it again to shrink it back.</p>
        </aside>
      </div>
    </section>
  );
}
