import type { HindiOf } from '../define.ts';
import type { usersMessages } from '../messages/users.ts';

/** The Hindi of messages/users.ts (loaded only when the interface is Hindi). */
export const usersHindi: HindiOf<typeof usersMessages> = {
  superAdminTitle: 'सुपर एडमिन उपयोगकर्ता प्रबंधन',
  coachingTitle: 'कोचिंग उपयोगकर्ताओं का प्रबंधन',
  loadFailed: 'डेटा लाने में त्रुटि',
  loadError: 'त्रुटि: {message}',
  changeRoleFailed: 'भूमिका नहीं बदली जा सकी।',
  deleteFailed: 'उपयोगकर्ता को हटाया नहीं जा सका।',
  users: 'उपयोगकर्ता',
  coachingCentreUsers: 'कोचिंग सेंटर के उपयोगकर्ता',
  delete: 'हटाएँ',
  deleteUserNamed: '{name} को हटाएँ',
  deleteUserTitle: 'उपयोगकर्ता हटाएँ',
  deleteUserText: 'क्या आप वाकई उपयोगकर्ता {name} को हटाना चाहते हैं? यह कार्रवाई वापस नहीं ली जा सकती।',
  confirmDelete: 'क्या आप वाकई इस उपयोगकर्ता को हटाना चाहते हैं?',
  cancel: 'रद्द करें',
  noCentre: 'आपका खाता किसी कोचिंग सेंटर से जुड़ा नहीं है।',
  addNewUser: 'नया उपयोगकर्ता जोड़ें',
  addUser: 'उपयोगकर्ता जोड़ें',
  name: 'नाम',
  email: 'ईमेल',
  password: 'पासवर्ड',
  role: 'भूमिका',
  roleOf: '{name} की भूमिका',
  id: 'ID',
  actions: 'कार्रवाइयाँ',
};
