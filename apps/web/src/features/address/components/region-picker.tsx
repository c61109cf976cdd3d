import type { TRegionChain } from '@coastbook/contracts';
import { ORDER_FORM_MESSAGES } from '@coastbook/domain';
import { App, Cascader } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../i18n/use-language';
import { getCities } from '../api/regions';

export type RegionPick = TRegionChain[number];

interface RegionOption {
  value: string;
  label: string;
  level: RegionPick['level'];
  isLeaf: boolean;
  children?: RegionOption[];
}

const toOption = (region: { uuid: string; name: string; level: RegionPick['level']; hasChildren: boolean }): RegionOption => ({
  value: region.uuid,
  label: region.name,
  level: region.level,
  isLeaf: !region.hasChildren,
});

/**
 * The region picker of 001 §9's levels (province → city → county → town), loading each level from
 * product/cities/getCities as the user opens it. The value is the picked chain; a chain set from
 * outside (an edited address, a recognised detail address) has its levels loaded so it shows.
 */
export function RegionPicker({ value, onChange, testId }: { value?: RegionPick[]; onChange?: (chain: RegionPick[]) => void; testId?: string }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const { message } = App.useApp();
  const [options, setOptions] = useState<RegionOption[]>([]);
  // 001 §5: a failed load says so (门点数据初始化失败) and the picker tries again when opened.
  const [failed, setFailed] = useState(false);
  const alive = useRef(true);
  const fail = useCallback(() => {
    if (!alive.current) return;
    setFailed(true);
    void message.error(ORDER_FORM_MESSAGES.doorPointInitFailed[language]);
  }, [message, language]);
  const loadProvinces = useCallback(() => {
    void getCities().then((provinces) => {
      if (!alive.current) return;
      setFailed(false);
      setOptions(provinces.map(toOption));
    }, fail);
  }, [fail]);

  useEffect(() => {
    alive.current = true;
    loadProvinces();
    return () => {
      alive.current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the provinces load once; a retry is the user's
  }, []);

  // Load the levels of a chain set from outside, so the cascader can show its labels.
  const codes = (value ?? []).map((region) => region.code).join('/');
  useEffect(() => {
    if (options.length === 0 || !value || value.length < 2) return;
    let alive = true;
    void (async () => {
      let level = options;
      let changed = false;
      for (const region of value.slice(0, -1)) {
        const option = level.find((candidate) => candidate.value === region.code);
        if (!option) return;
        if (!option.children) {
          option.children = (await getCities(option.value)).map(toOption);
          changed = true;
        }
        level = option.children;
      }
      if (alive && changed) setOptions([...options]);
    })().catch(() => undefined);
    return () => {
      alive = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload only when the chain or the roots change
  }, [codes, options.length]);

  const loadData = (selected: RegionOption[]) => {
    const target = selected[selected.length - 1];
    if (!target || target.children) return;
    void getCities(target.value).then((children) => {
      target.children = children.map(toOption);
      setOptions((previous) => [...previous]);
    }, fail);
  };

  return (
    <Cascader<RegionOption>
      options={options}
      loadData={loadData}
      changeOnSelect
      showSearch={false}
      placeholder={failed ? ORDER_FORM_MESSAGES.doorPointInitFailed[language] : t('accountRequests.address.regionPlaceholder')}
      status={failed ? 'error' : undefined}
      onOpenChange={(open) => {
        if (open && failed) loadProvinces();
      }}
      value={value?.map((region) => region.code)}
      displayRender={(labels) => labels.join(' / ')}
      onChange={(_codes, selected) => onChange?.((selected ?? []).map((option) => ({ uuid: option.value, code: option.value, name: option.label, level: option.level })))}
      data-testid={testId}
      style={{ width: '100%' }}
    />
  );
}
