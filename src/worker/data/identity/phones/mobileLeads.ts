// The leading digits of the mobile numbers a country's operators give out today, where the numbering
// plan (and so libphonenumber, which validates against it) still lists prefixes that no person is
// handed now. A mission's mobiles start with one of these (MissionVersionContents.mobilesInUse).
//
// South Korea: since the 2004 integration every new mobile number is 010 (Ministry of Science and ICT's
// numbering plan); the 2G prefixes 011, 016, 017, 018 and 019 closed as their networks shut down (KT's
// 016/018 in 2012, SK Telecom's 011/017 in 2021, LG U+'s 019 in 2021), and 012 is the prefix of
// machine-to-machine lines, not people.
export const MOBILE_LEADS_IN_USE: Readonly<Record<string, readonly string[]>> = {
  KR: ['10'],
};
