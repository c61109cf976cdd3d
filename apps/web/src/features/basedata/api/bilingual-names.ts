import { useCallback, useMemo } from 'react';
import { useUiLanguage } from '../../../i18n/use-language';
import { useAllPorts } from './get-all-ports';

/**
 * Names of ports, terminals and rail stations in the page's language. Answers name places in Chinese
 * (the spec's …Cnnme fields) beside their codes; in English the name comes from the session's facility
 * data (getAllPort, already loaded for the port pickers) by code. The Chinese name stays when the page is
 * Chinese, while that data loads, or for a code it does not hold.
 */
export function usePlaceName(): (code: string | null | undefined, cnnme: string) => string {
  const language = useUiLanguage();
  const ports = useAllPorts();
  const englishByCode = useMemo(() => {
    const names = new Map<string, string>();
    if (ports.data === undefined) return names;
    for (const facility of [...ports.data.portFacilities, ...ports.data.railStations, ...ports.data.hotPorts]) {
      if (facility.ennme && !names.has(facility.code)) names.set(facility.code, facility.ennme);
    }
    return names;
  }, [ports.data]);
  return useCallback(
    (code, cnnme) => (language === 'en' && code ? (englishByCode.get(code) ?? cnnme) : cnnme),
    [language, englishByCode],
  );
}
