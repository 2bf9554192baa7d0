import type { PhotoVariantConfig } from '@companion/hub-client';
import { useGuestLocale, useMessages } from '@companion/shell';
import { AriaDisabledButton, formatPrice } from '@companion/ui';
import { photomatchMessages } from '../photomatch-messages';
import * as styles from '../photomatch.css';
import { maxCopies, stepCount } from '../rules/variant-count';

type Props = { variant: PhotoVariantConfig; count: number; onChange: (count: number) => void };

/**
 * − count + for one variant: never below 0, a digital copy at most 1 (bookable-services.md §5).
 * A button at its limit is `aria-disabled`, so the one pressed there keeps focus.
 */
export function VariantStepper({ variant, count, onChange }: Props) {
  const t = useMessages(photomatchMessages);
  const { locale, currency } = useGuestLocale();
  const atMost = count >= maxCopies(variant.digital);
  return (
    <li className={styles.variantRow}>
      <div>
        <strong>{variant.blurb}</strong>
        <p className={styles.muted}>{t('eachPrice', { price: formatPrice(variant.price, locale, currency) })}</p>
        {variant.digital && atMost ? <p className={styles.muted}>{t('digitalLimit')}</p> : null}
      </div>
      <div className={styles.stepper}>
        <AriaDisabledButton
          aria-label={t('fewer', { variant: variant.blurb })}
          disabled={count <= 0}
          onClick={() => onChange(stepCount(count, -1, variant.digital))}
        >
          −
        </AriaDisabledButton>
        <output className={styles.count} aria-live="polite" aria-label={t('copies', { variant: variant.blurb, count })}>
          {count}
        </output>
        <AriaDisabledButton
          aria-label={t('more', { variant: variant.blurb })}
          disabled={atMost}
          onClick={() => onChange(stepCount(count, 1, variant.digital))}
        >
          +
        </AriaDisabledButton>
      </div>
    </li>
  );
}
