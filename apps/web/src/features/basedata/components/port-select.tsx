import type { TFacility } from '@coastbook/contracts';
import { groupFacilities } from '@coastbook/domain';
import { EnvironmentOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllPorts } from '../api/get-all-ports';

interface PortOption {
  /** `${group}|${code}`: a hot port is listed again under its letter, and option values must be unique. */
  value: string;
  label: string;
  code: string;
  searchText: string;
}

/** An option group of the picker (antd renders entries with `options` as a group heading). */
interface PortGroupOption {
  label: string;
  title: string;
  options: PortOption[];
}

type PickerOption = PortOption | PortGroupOption;

const optionValue = (group: string, code: string) => `${group}|${code}`;

export interface PortSelectProps {
  /** Selected facility code, e.g. 'SHA'. */
  value?: string | undefined;
  onChange?: (code: string | undefined, facility: TFacility | undefined) => void;
  placeholder?: string;
  id?: string;
  'aria-label'?: string;
  status?: 'error' | 'warning' | '';
}

/**
 * Port / station picker of 000 §3: groups 热门港口, 铁路站点, A-H, I-P, Q-Z (groupFacilities), searchable
 * by code, Chinese or English name. Shows a disabled "unavailable" state instead of breaking when
 * the facility list cannot be loaded.
 */
export function PortSelect({ value, onChange, placeholder, id, status, ...aria }: PortSelectProps) {
  const { t, i18n } = useTranslation();
  const ports = useAllPorts();
  const isEnglish = i18n.language === 'en-US';
  // Which duplicate the user clicked, so the highlighted option is the one they chose.
  const [chosenValue, setChosenValue] = useState<string | undefined>(undefined);

  const { groups, byCode } = useMemo(() => {
    const facilities = new Map<string, TFacility>();
    if (ports.data === undefined) return { groups: [] as PortGroupOption[], byCode: facilities };
    const grouped: PortGroupOption[] = groupFacilities(ports.data)
      .filter((group) => group.facilities.length > 0)
      .map((group) => ({
        label: t(`home.portGroups.${group.group}`),
        title: group.group,
        options: group.facilities.map((facility): PortOption => {
          if (!facilities.has(facility.code)) facilities.set(facility.code, facility);
          const name = isEnglish ? facility.ennme : facility.cnnme;
          return {
            value: optionValue(group.group, facility.code),
            label: `${name} (${facility.code})`,
            code: facility.code,
            searchText: `${facility.code} ${facility.cnnme} ${facility.ennme}`.toLowerCase(),
          };
        }),
      }));
    return { groups: grouped, byCode: facilities };
  }, [ports.data, isEnglish, t]);

  const selectValue = useMemo(() => {
    if (value === undefined) return undefined;
    if (chosenValue?.endsWith(`|${value}`)) return chosenValue;
    for (const group of groups) {
      const option = group.options.find((candidate) => candidate.code === value);
      if (option) return option.value;
    }
    return undefined;
  }, [value, chosenValue, groups]);

  return (
    <Select<string, PickerOption>
      id={id}
      aria-label={aria['aria-label']}
      status={status}
      className="port-select"
      size="large"
      allowClear
      showSearch={{
        filterOption: (input, option) =>
          option !== undefined && 'searchText' in option && option.searchText.includes(input.trim().toLowerCase()),
      }}
      prefix={<EnvironmentOutlined />}
      placeholder={ports.isError ? t('home.portsUnavailable') : placeholder}
      disabled={ports.isError}
      loading={ports.isLoading}
      value={selectValue}
      options={groups}
      onChange={(next) => {
        setChosenValue(next);
        const code = next?.split('|')[1];
        onChange?.(code, code !== undefined ? byCode.get(code) : undefined);
      }}
      popupMatchSelectWidth={300}
      listHeight={320}
    />
  );
}
