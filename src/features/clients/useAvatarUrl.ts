import { useEffect, useState } from 'react';
import { fetchAvatar } from './clientsApi';

/**
 * An object URL for a client's avatar. The image is only served with the session's headers, so a plain
 * <img src> cannot load it: it is fetched as a blob, and the URL is revoked when it changes or unmounts.
 */
export function useAvatarUrl(avatarUrl: string | null | undefined): string | null {
  const [loaded, setLoaded] = useState<{ source: string; url: string } | null>(null);

  useEffect(() => {
    if (!avatarUrl) return;
    let objectUrl: string | null = null;
    let active = true;
    fetchAvatar(avatarUrl)
      .then((blob) => {
        if (!active) return;
        objectUrl = URL.createObjectURL(blob);
        setLoaded({ source: avatarUrl, url: objectUrl });
      })
      // Without the picture the initial shows instead; nothing to tell the user.
      .catch(() => undefined);
    return () => {
      active = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [avatarUrl]);

  return loaded && loaded.source === avatarUrl ? loaded.url : null;
}

/** A preview of a file the user just picked, revoked as soon as another is picked or the form closes. */
export function useFilePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview({ file, url });
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return preview && preview.file === file ? preview.url : null;
}
