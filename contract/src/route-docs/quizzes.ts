import {
  ABANDONED_QUIZ_HOURS,
  CHALLENGE,
  COURSE,
  EXPLANATION_ERRORS,
  PROGRESS_ERRORS,
  QUIZ_ERRORS,
  REVIEW,
  TRAINING,
  TREE_ERRORS,
} from '../constants/index.ts';
import type { RouteDoc } from './route-doc.ts';

// The OpenAPI prose of server/src/routes/quizzes.ts: what each route does, in the words /api/docs shows.

const SIGNED_IN = 'Signed-in users only; a quiz belongs to the user who started it, and is 404 to anyone else.';

const HIGH_DETAIL = ' `?detail=high` draws the same drawing with more detail, for an enlarged view.';

export const quizzesDocs = {
  'POST /quizzes': {
    summary:
      "Start a training session, a test, a review, a leaderboard challenge, or a course unit's practice or checkpoint",
    description: [
      'A test draws `tree_count` trees at random at or below `level`, of `type` (omit it for all trees). ',
      `Training takes no settings: ${TRAINING.treesLoaded} trees at level ${TRAINING.level}, all types, `,
      `returned in \`study\`; its questions are ${TRAINING.quizzedPerGroup} of each group of `,
      `${TRAINING.treesPerGroup} studied trees, showing the leaf only.\n\n`,
      'Each question offers four distinct trees in random order: the right one and three wrong ones ',
      'drawn from a pool of 3 × the tree count of trees not in the quiz, of the same type. ',
      'At Veteran (2) and Ancient (3), training included, at least one wrong option is a look-alike of the ',
      'right tree (same genus, else same family, else the same leaf form) whenever the pool holds one; ',
      'at Sapling (1) all three are random.\n\n',
      `Review takes the caller's due trees (a tree is due when FSRS says so or its last answer was wrong), `,
      `most urgent first, at most ${REVIEW.maxTrees}: studied in groups of ${REVIEW.treesPerGroup}, then each `,
      `asked once, showing every picture; 404 \`${PROGRESS_ERRORS.nothingDue}\` when none is due. `,
      `With \`tree_ids\` of two trees (a pair the caller mixes up) it is a drill: both studied, then `,
      `${REVIEW.drillQuestions} questions between them, each offering the other tree as an option; with any other `,
      `number (1 to ${REVIEW.chosenMaxTrees}, such as the trees a quiz's debrief lists as missed) it reviews exactly `,
      'those trees, each asked once.\n\n',
      `A leaderboard challenge (\`{ "mode": "challenge" }\`) takes no settings either: ${CHALLENGE.questions} `,
      `questions at level ${CHALLENGE.level}, all types, each drawn on its own (its four options first, then which `,
      `of them is right, so a tree may come up twice), and a \`deadline_at\` ${CHALLENGE.seconds} `,
      'seconds away. Answers reaching the server more than ',
      `${CHALLENGE.graceSeconds} seconds after it are refused; then the score can go on the leaderboard `,
      '(`POST /api/leaderboards/ancient/entries`). One challenge is open at a time: starting another while ',
      'one is open answers 200 with that one. At most ',
      `${CHALLENGE.perDay} challenges may be started in any 24 hours; over that, 429 with Retry-After. `,
      `In a challenge, an answer sooner than ${CHALLENGE.minAnswerMs} ms after the previous one (or the start) is `,
      'refused with 429.\n\n',
      `A course unit's practice (\`{ "mode": "practice", "unit_id" }\`, ${COURSE.practiceQuestions} questions) or `,
      `checkpoint (\`"checkpoint"\`, ${COURSE.checkpointQuestions} questions) asks only the unit's trees, each as evenly `,
      "as the count allows, offers only the unit's and earlier units' trees (look-alikes first), and shows the unit's ",
      `focus slots; about a third are picture questions (a name and four pictures, answered with \`option\`). A `,
      `checkpoint is passed with ${COURSE.passMark * 100} % right, counted at finish. Only the current unit and units `,
      'done may be taken: a later unit is 403, an unknown one 404. See docs/course.md.\n\n',
      'Tests, practice and checkpoints take `names` (`common`, the default, or `scientific`: which names the page ',
      'shows; the options carry both) and `slots` (`all`, the default, or `one`: each question shows one slot, ',
      "drawn at random among the mode's).\n\n",
      `404 \`${TREE_ERRORS.noneFound}\` when no tree matches. ${SIGNED_IN}`,
    ].join(''),
  },
  'GET /quizzes/challenges/today': {
    summary: "The caller's leaderboard challenges: how many are left today, and the one under way",
    description: [
      `At most ${CHALLENGE.perDay} challenges may be started in any 24 hours. \`left\` says how many the caller `,
      'still may, `next_at` when the next opens once none is left, and `open_quiz_id` the run still under way, ',
      `which a start would resume. ${SIGNED_IN}`,
    ].join(''),
  },
  'GET /quizzes/open': {
    summary: "The caller's latest quiz left half-way, to continue it",
    description: [
      'The unfinished training, test or review touched last (its latest answer, or its start) that still has ',
      'a question to answer, with how many of its questions are answered; null when there is none. A challenge ',
      `is never offered (it runs against the clock), nor a quiz untouched for ${ABANDONED_QUIZ_HOURS} hours, `,
      `which is abandoned. ${SIGNED_IN}`,
    ].join(''),
  },
  'GET /quizzes/:quizId': {
    summary: 'A quiz as it stands, to resume it after a reload',
    description: `Answered questions carry their answer; the others do not. ${SIGNED_IN}`,
  },
  'GET /quizzes/:quizId/debrief': {
    summary: "A quiz's misses, each beside the tree taken for it",
    description: [
      'Every question answered wrongly so far, in the order asked, with the right tree and the chosen one side ',
      "by side and what tells them apart (as an answer's `explanation`). A challenge answers 409 ",
      `\`${EXPLANATION_ERRORS.challengeRunning}\` until its time is up, so the teaching never runs on the clock. ${SIGNED_IN}`,
    ].join(''),
  },
  'POST /quizzes/:quizId/questions/:index/answer': {
    summary: 'Answer a question, once',
    description: [
      'Records the chosen tree and answers with the question, now showing which tree was right, ',
      'and the running score (`max(0, correct - incorrect) * 14`). A name question is answered with `tree_id` ',
      '(or `option`, its place among the options), a picture question with `option` only (its prompt names the ',
      'tree): the place of the picture chosen, 0 to 3. Outside a challenge it also explains: ',
      '`explanation.look_for` says what to look for next time, and after a miss `explanation.comparison` puts ',
      'the right tree beside the chosen one with what tells them apart. ',
      `A second answer is 409 \`${QUIZ_ERRORS.alreadyAnswered}\` and changes nothing, even when both are `,
      `sent at once; an answer to a finished quiz is 409 \`${QUIZ_ERRORS.finished}\`, and to a challenge more than `,
      `${CHALLENGE.graceSeconds} seconds past its deadline 409 \`${QUIZ_ERRORS.timeUp}\`; and to a challenge `,
      `question sooner than ${CHALLENGE.minAnswerMs} ms after the quiz's previous answer (or its start) 429 `,
      `\`${QUIZ_ERRORS.tooQuick}\`, recording nothing. `,
      `A tree that is not one of the options is 400; an index past the end is 404. ${SIGNED_IN}`,
    ].join(''),
  },
  'POST /quizzes/:quizId/finish': {
    summary: 'Finish a quiz and get its result',
    description: [
      'Sets `finished_at` (the first time only: calling it again changes nothing). Unanswered questions count ',
      'neither way in the score. A checkpoint answers its result in `checkpoint`: passed with at least ',
      `${COURSE.passMark * 100} % of its questions right, unanswered ones counting as wrong. Its first finish records `,
      "the unit's best result and, when passed, makes the unit done (unlocking the next), in the same transaction. ",
      SIGNED_IN,
    ].join(''),
  },
  'GET /quizzes/:quizId/questions/:index/:picture': {
    summary: "A question's picture",
    description: [
      "The picture chosen for the question's slot (`leaf.svg` and so on: the names the question's ",
      '`pictures` give). The URL names the quiz and the question, never the tree, and the picture is never ',
      "the catalog's own: a drawing is this question's own specimen of the species, a photo is cut anew for ",
      `it, both from a seed only the server knows, so no picture can be matched to a public one.${HIGH_DETAIL} `,
      SIGNED_IN,
    ].join(''),
  },
  'GET /quizzes/:quizId/questions/:index/options/:option/:picture': {
    summary: "A picture question's picture of one option",
    description: [
      'The picture of the option at `option` (0 to 3) of a picture question, under the name its `picture_options` ',
      'give. Like every quiz picture it names the quiz, the question and the place only, never the tree, and is ',
      `made for this option from a seed only the server knows, so it matches no public picture.${HIGH_DETAIL} `,
      SIGNED_IN,
    ].join(''),
  },
} as const satisfies Record<string, RouteDoc>;
