// The account area's public face (its pages are loaded by the route table directly).
export { ChangeLoginPasswordBox } from './components/change-login-password-box';
