import { unwrap } from '@platform/api-client';
import { useApi } from '@platform/api-client/react';
import { useCallback, useEffect, useState } from 'react';

/** The image captcha of a form: shown when asked for, loaded when shown, refreshed on demand. */
export function useCaptcha(initiallyShown: boolean) {
  const api = useApi();
  const [shown, setShown] = useState(initiallyShown);
  const [image, setImage] = useState<string | null>(null);
  const refresh = useCallback(() => {
    setImage(null);
    unwrap(api.GET('/wps/captcha', { params: { query: { t: String(Date.now()) } } })).then(
      setImage,
      () => setImage(null),
    );
  }, [api]);
  useEffect(() => {
    if (shown) refresh();
  }, [shown, refresh]);
  return { shown, image, refresh, show: () => (shown ? refresh() : setShown(true)) };
}
