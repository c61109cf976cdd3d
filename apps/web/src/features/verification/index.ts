// The verification area's public face: the slide puzzle, the verification-code button and the code calls.
export { SlidePuzzleDialog, type SlideProof } from './components/slide-puzzle-dialog';
export { VerificationCodeButton } from './components/verification-code-button';
export { sendEmailCode, sendPhoneCode } from './api/send-code';
