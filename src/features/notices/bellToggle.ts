/** The bell's button, as NoticeBell draws it until NoticeMenu's chunk is in and as NoticeMenu's toggle draws it. */
export const BELL_TOGGLE = 'notice-bell btn btn-link text-body touch-target p-1 me-1';
