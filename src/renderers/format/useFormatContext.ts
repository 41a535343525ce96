import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { FormatContext } from '../../engine/format/formatters';
import { globalStore } from '../../state/globalStore';
import { formatContext } from './formatContext';

/** The format context of the console: the operator's currency, the exchange rates and the language. */
export function useFormatContext(): FormatContext {
  const { t, i18n } = useTranslation();
  const { currency, exchangeRate } = useSnapshot(globalStore);
  const lang = i18n.language;
  return useMemo(() => formatContext(currency, exchangeRate, lang, (key) => t(key)), [currency, exchangeRate, lang, t]);
}
