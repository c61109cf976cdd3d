import { AGREEMENT_MESSAGES } from '@coastbook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { useUiLanguage } from '../../../i18n/use-language';
import { enterpriseInfoQueryKeys } from '../api/enterprise-info';
import { confirmServiceTerm } from '../api/enterprise-terms-bank';

/**
 * Confirms the service terms (updateEnterpriseConfirmTerm) for the enterprise-information card and the
 * shell's bottom bar, with 000 §8's texts: the box must be ticked; anything but code 0 with data true is
 * "操作失败"; on success "操作成功" and the enterprise information is read again (the bar then closes).
 */
export function useConfirmServiceTerms(): { confirm: (agreed: boolean) => Promise<boolean>; saving: boolean } {
  const language = useUiLanguage();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);

  const confirm = async (agreed: boolean): Promise<boolean> => {
    if (!agreed) {
      message.warning(AGREEMENT_MESSAGES.tickAgreement[language]);
      return false;
    }
    setSaving(true);
    try {
      const confirmed = await confirmServiceTerm().then(
        (answer) => answer === true,
        () => false,
      );
      if (!confirmed) {
        message.error(AGREEMENT_MESSAGES.confirmFailed[language]);
        return false;
      }
      message.success(AGREEMENT_MESSAGES.confirmSucceeded[language]);
      await queryClient.invalidateQueries({ queryKey: enterpriseInfoQueryKeys.all });
      return true;
    } finally {
      setSaving(false);
    }
  };
  return { confirm, saving };
}
