import { addLazyNamespace } from '@/lib/lazy-namespace';
import nbEmailBuilder from '@/locales/nb/email-builder.json';

addLazyNamespace('email-builder', nbEmailBuilder);

/** The full-screen e-mail template builder (GrapesJS with MJML). */
export function TemplateBuilderScreen({ accountId, templateId }: { accountId: string; templateId: number }) {
  return (
    <div>
      {accountId}/{templateId}
    </div>
  );
}
