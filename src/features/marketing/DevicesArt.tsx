import { useTranslation } from 'react-i18next';
import './locales';

/** A computer, a tablet and a phone, each showing a tiny agenda: CSS only, no image files. */
const BLOCKS: ReadonlyArray<ReadonlyArray<readonly [top: number, height: number]>> = [
  [[4, 22], [34, 30], [72, 18]],
  [[12, 16], [32, 24], [62, 28]],
  [[2, 30], [40, 14], [60, 22]],
  [[18, 26], [52, 20], [80, 14]],
];
const TONES = ['violet', 'teal', 'pink', 'amber'] as const;

function MiniAgenda({ columns }: { columns: number }) {
  return (
    <div className="mini-agenda">
      <div className="mini-agenda__bar" />
      <div className="mini-agenda__cols">
        {BLOCKS.slice(0, columns).map((blocks, col) => (
          <div key={col} className="mini-agenda__col">
            {blocks.map(([top, height]) => (
              <span key={top} className={`tone-${TONES[col]}`} style={{ top: `${top}%`, height: `${height}%` }} />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

export function DevicesArt() {
  const { t } = useTranslation('marketing');
  return (
    <div className="devices-art" role="img" aria-label={t('landing.devices.illustration')}>
      <div className="device device--desktop">
        <div className="device__screen">
          <MiniAgenda columns={4} />
        </div>
        <div className="device__stand" />
      </div>
      <div className="device device--tablet">
        <div className="device__screen">
          <MiniAgenda columns={3} />
        </div>
      </div>
      <div className="device device--phone">
        <div className="device__screen">
          <MiniAgenda columns={1} />
        </div>
      </div>
    </div>
  );
}

const DEVICE_ICON_PATHS = {
  phone: 'M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM11 18h2',
  tablet: 'M6 2h12a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM11 18h2',
  desktop: 'M3 4h18a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zM8 21h8M12 17v4',
} as const;

export function DeviceIcon({ name }: { name: keyof typeof DEVICE_ICON_PATHS }) {
  return (
    <svg width={22} height={22} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={DEVICE_ICON_PATHS[name]} />
    </svg>
  );
}
