import type { TGetAllPortResponse } from '@coastbook/contracts';
import { containerCountLabels } from '@coastbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useUiLanguage } from '../../../i18n/use-language';
import { bracketed, joinList } from '../../../lib/punctuation';
import { getAllPortsQueryOptions } from './get-all-ports';

export interface BilingualNames {
  /** A port's, terminal's or rail station's name: English by its code when the page is English. */
  place: (code: string | null | undefined, cnnme: string) => string;
  /** The place's name with its code in brackets: 上海（SHA） / Shanghai (SHA). */
  placeWithCode: (code: string, cnnme: string) => string;
  /** "Loading port → discharge port" of a sailing or an order. */
  route: (sailing: { fpolCde: string; fpolCnnme: string; lpodCde: string; lpodCnnme: string }) => string;
  /** A vessel's name in the page's language. */
  vessel: (names: { vslCnnme: string; vslEnnme: string }) => string;
  /** An order's cargo description in the page's language; null when none was chosen. */
  cargo: (names: { cgoBriefDescCnnme: string | null; cgoBriefDescEnnme: string | null }) => string | null;
  /** A container type as "code (name)" in the page's language; the bare code when it has no name. */
  containerType: (line: { cntrType: string; cntrTypeCnnme: string | null; cntrTypeEnnme: string | null }) => string;
  /** An order's containers in one line, listed in the page's language: 20GP×2，40HQ×1 / 20GP×2, 40HQ×1. */
  containerCounts: (counts: readonly { cntrType: string; quantity: number }[]) => string;
}

/**
 * Names of places, vessels and cargo in the page's language. Answers name places in Chinese (the spec's
 * …Cnnme fields) beside their codes; in English a place's name comes from the session's facility data
 * (getAllPort, kept for the session as the port pickers keep it) by code, a vessel's or a cargo's from the
 * answer's …Ennme. The Chinese name stays when the page is Chinese, while the facility data loads, or for a
 * code it does not hold.
 */
export function useBilingualNames(): BilingualNames {
  const language = useUiLanguage();
  // Only an English page needs the facility data (a Chinese one shows the answers' own names): no extra call.
  const ports = useQuery({ ...getAllPortsQueryOptions(), enabled: language === 'en' });
  return useMemo(() => bilingualNames(language, ports.data), [language, ports.data]);
}

/** The names for one language and the facility data (absent while it loads); the hook's rules, without React. */
export function bilingualNames(language: 'zh' | 'en', ports: TGetAllPortResponse | undefined): BilingualNames {
  const english = new Map<string, string>();
  for (const facility of ports ? [...ports.portFacilities, ...ports.railStations, ...ports.hotPorts] : []) {
    if (facility.ennme && !english.has(facility.code)) english.set(facility.code, facility.ennme);
  }
  const isEnglish = language === 'en';
  const place: BilingualNames['place'] = (code, cnnme) => (isEnglish && code ? (english.get(code) ?? cnnme) : cnnme);
  return {
    place,
    placeWithCode: (code, cnnme) => bracketed(place(code, cnnme), code, language),
    route: (sailing) => `${place(sailing.fpolCde, sailing.fpolCnnme)} → ${place(sailing.lpodCde, sailing.lpodCnnme)}`,
    vessel: ({ vslCnnme, vslEnnme }) => (isEnglish ? vslEnnme : vslCnnme),
    cargo: ({ cgoBriefDescCnnme, cgoBriefDescEnnme }) => (isEnglish ? (cgoBriefDescEnnme ?? cgoBriefDescCnnme) : cgoBriefDescCnnme),
    containerType: ({ cntrType, cntrTypeCnnme, cntrTypeEnnme }) => {
      const name = isEnglish ? cntrTypeEnnme : cntrTypeCnnme;
      return name ? bracketed(cntrType, name, language) : cntrType;
    },
    containerCounts: (counts) => joinList(containerCountLabels(counts), language),
  };
}
