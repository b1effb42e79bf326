// The webhook URLs to paste into Twilio's console: at once from where the device
// reaches the backend, then the server's own answer (its public origin, SALON_DESK_PUBLIC_URL,
// the one the signatures cover), and again from a Test Connection's answer. Copying is here too,
// so the component touches no browser API but the click.
import { useCallback, useEffect, useState } from 'react';
import { deviceWebhookUrls, loadWebhookUrls, type WebhookUrls } from '../../../sync/remote/phone-client';

export function useWebhookUrls(fromTest: WebhookUrls | null): { urls: WebhookUrls; fromServer: boolean; copy(text: string): Promise<boolean> } {
  const [served, setServed] = useState<WebhookUrls | null>(null);
  useEffect(() => {
    let alive = true;
    void loadWebhookUrls().then((urls) => {
      if (alive && urls) setServed(urls);
    });
    return () => {
      alive = false;
    };
  }, []);
  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // No clipboard (an insecure origin, a refused permission): the URL stays selectable.
      return false;
    }
  }, []);
  const urls = fromTest ?? served;
  return { urls: urls ?? deviceWebhookUrls(), fromServer: !!urls, copy };
}
