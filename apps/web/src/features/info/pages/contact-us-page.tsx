import { PhoneOutlined, SearchOutlined } from '@ant-design/icons';
import { chinaIsoWeekday } from '@coastbook/domain';
import { Empty, Input } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useOutlet } from 'react-router';
import { PORTAL_HOTLINES, telHref } from '../../../config/portal-contacts';
import { useUiLanguage } from '../../../i18n/use-language';
import { InfoLayout } from '../components/info-layout';
import { CONTACT_OFFICES, DUTY_ROTA, type ContactOffice } from '../content/contact-directory';
import '../info.css';

function Hotlines() {
  const { t } = useTranslation();
  return (
    <ul className="contact-hotlines" data-testid="contact-hotlines">
      {PORTAL_HOTLINES.map((hotline) => (
        <li key={hotline.key}>
          <PhoneOutlined /> <span>{t(hotline.key)}</span> <a href={telHref(hotline.number)}>{hotline.number}</a>
        </li>
      ))}
    </ul>
  );
}

function officeMatches(office: ContactOffice, needle: string): boolean {
  const words = [office.name.zh, office.name.en, office.city.zh, office.city.en, ...office.ports.flatMap((port) => [port.code, port.name.zh, port.name.en])];
  return words.some((word) => word.toLowerCase().includes(needle));
}

/** /aboutUs/callUs/addressBook (the header's 服务网点): the offices at the ports the carrier serves, findable by port. */
export function ContactAddressBookPage() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const [keyword, setKeyword] = useState('');
  const needle = keyword.trim().toLowerCase();
  const offices = useMemo(() => (needle === '' ? CONTACT_OFFICES : CONTACT_OFFICES.filter((office) => officeMatches(office, needle))), [needle]);
  return (
    <>
      <header>
        <h1>{t('route.addressBook')}</h1>
        <p>{t('info.contact.addressBookSummary')}</p>
      </header>
      <Hotlines />
      <Input
        className="contact-search"
        allowClear
        prefix={<SearchOutlined />}
        placeholder={t('info.contact.searchPlaceholder')}
        aria-label={t('info.contact.searchPlaceholder')}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        data-testid="contact-search"
      />
      {offices.length === 0 ? (
        <Empty description={t('info.contact.noOffice')} />
      ) : (
        <div className="contact-offices">
          {offices.map((office) => (
            <section key={office.id} className="contact-office" data-testid={`contact-office-${office.id}`}>
              <h2>{office.name[language]}</h2>
              <dl>
                <dt>{t('info.contact.ports')}</dt>
                <dd>{office.ports.map((port) => port.name[language]).join(language === 'en' ? ', ' : '、')}</dd>
                <dt>{t('info.contact.address')}</dt>
                <dd>{office.address[language]}</dd>
                <dt>{t('info.contact.phone')}</dt>
                <dd>
                  <a href={telHref(office.bookingPhone)}>{office.bookingPhone}</a>
                </dd>
                <dt>{t('info.contact.email')}</dt>
                <dd>
                  <a href={`mailto:${office.email}`}>{office.email}</a>
                </dd>
                <dt>{t('info.contact.hours')}</dt>
                <dd>{office.officeHours[language]}</dd>
              </dl>
            </section>
          ))}
        </div>
      )}
    </>
  );
}

/** /aboutUs/callUs/rota (值班表): who answers on each day of the week and at night; today's row marked. */
export function ContactRotaPage() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const today = chinaIsoWeekday(new Date());
  // Chinese text takes full-width punctuation, English half-width.
  const inBrackets = (text: string) => (language === 'en' ? ` (${text})` : `（${text}）`);
  const colon = language === 'en' ? ': ' : '：';
  const nightDesk = DUTY_ROTA.days[0]?.afterHoursDesk;
  return (
    <>
      <header>
        <h1>{t('route.rota')}</h1>
        <p>{t('info.contact.rotaSummary')}</p>
      </header>
      <div className="info-article__table-wrap">
        <table className="info-table" data-testid="duty-rota">
          <thead>
            <tr>
              <th scope="col">{t('info.contact.day')}</th>
              <th scope="col">{t('info.contact.bookingHotline')}</th>
              <th scope="col">{t('info.contact.onlineService')}</th>
              <th scope="col">{t('info.contact.portOffices')}</th>
              <th scope="col">{t('info.contact.afterHours')}</th>
            </tr>
          </thead>
          <tbody>
            {DUTY_ROTA.days.map((day) => (
              <tr key={day.weekday} className={day.weekday === today ? 'info-table__row--today' : undefined} data-testid={`duty-day-${day.weekday}`}>
                <th scope="row">
                  {day.day[language]}
                  {day.weekday === today && <span className="info-table__today">{t('info.contact.today')}</span>}
                </th>
                <td>{day.bookingHotlineHours}</td>
                <td>{day.onlineServiceHours}</td>
                <td>{day.portOfficesOpen ? t('info.contact.officesOpen') : t('info.contact.officesClosed')}</td>
                <td>
                  {day.afterHoursDesk.name[language]} {day.afterHoursDesk.phone}
                  {inBrackets(day.afterHoursDesk.hours[language])}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {nightDesk && (
        <aside className="info-article__note info-article__note--info">
          <span>
            <strong>{nightDesk.name[language]}</strong> {nightDesk.phone}
            {colon}
            {nightDesk.handles[language]}
          </span>
        </aside>
      )}
      <aside className="info-article__note info-article__note--warning" data-testid="duty-holiday-note">
        <span>{DUTY_ROTA.holidayNote[language]}</span>
      </aside>
    </>
  );
}

/** /aboutUs/callUs (联系我们): the address book and the duty rota under one menu; the bare path shows the address book. */
export function ContactUsPage() {
  const { t } = useTranslation();
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const activeKey = pathname.replace(/\/$/, '').endsWith('/rota') ? 'rota' : 'addressBook';
  return (
    <InfoLayout
      testId="contact-us-page"
      sectionTitle={t('route.callUs')}
      activeKey={activeKey}
      items={[
        { key: 'addressBook', label: t('route.addressBook'), to: 'addressBook' },
        { key: 'rota', label: t('route.rota'), to: 'rota' },
      ]}
    >
      {outlet ?? <ContactAddressBookPage />}
    </InfoLayout>
  );
}
