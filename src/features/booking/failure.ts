import type { Failure, NextTime } from './api';
import { h } from './dom';
import { t } from './i18n';

/** What a failed request says to the client: the server's words, or why it could not be reached. */
export function failureText(failure: Failure): string {
  if (failure.status === 0) return t('offline');
  if (failure.status === 429) return t('tooMany');
  return failure.message ?? t('failed');
}

/** A taken time (409): the server's message and its nearest free times, each a button that picks it. */
export function nextTimesBlock(failure: Failure, onChoose: (time: NextTime) => void) {
  return h('div', {}, [
    h('p', {}, failureText(failure)),
    failure.nextTimes.length ? h('p', {}, t('nextTimes')) : null,
    failure.nextTimes.length
      ? h(
          'div',
          { class: 'times' },
          failure.nextTimes.map((time) => {
            const [y, m, d] = time.date.split('-');
            return h('button', { type: 'button', class: 'time wide', onclick: () => onChoose(time) }, `${d}/${m}/${y.slice(2)} ${time.time}`);
          }),
        )
      : null,
  ]);
}
