import { describe, expect, it } from 'vitest';
import { PORTAL_CONTACTS } from '../../../config/portal-contacts';
import { fillContacts } from './fill-contacts';

describe('fillContacts', () => {
  it('puts the configured numbers in place of their placeholders', () => {
    expect(fillContacts('订舱热线 {{domesticHotline}}，投诉 {{complaintHotline}}，拖车 {{trailerHotline}}')).toBe(
      `订舱热线 ${PORTAL_CONTACTS.domesticHotline}，投诉 ${PORTAL_CONTACTS.complaintHotline}，拖车 ${PORTAL_CONTACTS.trailerHotline}`,
    );
  });

  it('leaves an unknown placeholder as written, so a typo shows instead of vanishing', () => {
    expect(fillContacts('请拨打 {{hotline}}')).toBe('请拨打 {{hotline}}');
  });
});
