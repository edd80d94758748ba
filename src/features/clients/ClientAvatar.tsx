import type { Client } from './clientsApi';
import { useAvatarUrl } from './useAvatarUrl';

interface Props {
  client: Pick<Client, 'name' | 'avatar_url'>;
  size?: number;
  /** A picture chosen in the form, shown before it is saved. */
  previewUrl?: string | null;
  className?: string;
}

/** The client's picture, or the initial of the name in a violet circle. */
export function ClientAvatar({ client, size = 36, previewUrl, className = '' }: Props) {
  const saved = useAvatarUrl(previewUrl ? null : client.avatar_url);
  const src = previewUrl ?? saved;
  const style = { width: size, height: size, fontSize: Math.round(size * 0.42) };
  if (src) return <img src={src} alt={client.name} className={`client-avatar ${className}`} style={style} />;
  return (
    <span className={`client-avatar client-avatar-initial ${className}`} style={style} aria-hidden="true">
      {client.name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
