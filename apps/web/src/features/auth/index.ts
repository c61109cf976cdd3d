// The auth area's public face (pages are loaded by the route table directly).
export { PasswordStrengthMeter } from './components/password-strength-meter';
