import { useProfileFieldText } from './profileFieldText';

/** A member's about-me texts, each under its field's name as members see it, quoted exactly as written. */
export function ProfileTexts({ texts, className }: { texts: [field: string, text: string][]; className: string }) {
  const fieldText = useProfileFieldText();
  return texts.map(([field, text]) => (
    <figure key={field} className={className}>
      <figcaption className="small fw-semibold">{fieldText.label(field)}</figcaption>
      <blockquote className="border-start border-3 ps-2 mb-0 text-break" style={{ whiteSpace: 'pre-wrap' }}>
        {text}
      </blockquote>
    </figure>
  ));
}
