// Sections every locale shows in English (docs/product.md §1): the operator's binding wording, never translated.

export interface EnglishSection {
  heading: string;
  paragraphs: string[];
}

/** Zero tolerance for minors, human trafficking and prostitution: part of the terms in every language. */
export const zeroTolerance: EnglishSection = {
  heading: 'Zero tolerance: minors, human trafficking and prostitution',
  paragraphs: [
    'This service is for adults only. Anyone under 18 years of age, or under the age of majority where they live, may not register, and any content that depicts, suggests or sexualises minors is forbidden.',
    'We do not tolerate human trafficking, prostitution, escort services or any offer of sex for money or other payment. Profiles or messages that offer, ask for or facilitate these are removed without warning, the account is closed permanently and we report it to the competent authorities.',
    'If you suspect a minor, trafficking or prostitution on this site, report it to our customer service at once.',
  ],
};

/** The DMCA and 18 U.S.C. 2257 notice, shown only for the trade name the site names in dmca_tradename. */
export function dmcaSection(company: string, email: string): EnglishSection {
  return {
    heading: 'DMCA and 18 U.S.C. 2257',
    paragraphs: [
      `Copyright infringement (DMCA): if you believe material on this site infringes your copyright, send a notice to ${email} that identifies the work, the material and where it appears, gives your contact details, states in good faith that the use is not authorised and, under penalty of perjury, that you are the owner or authorised to act for the owner, and is signed. We remove or disable the material promptly and may close the accounts of repeat infringers.`,
      `18 U.S.C. 2257: all persons who appear in visual content produced by ${company} were at least 18 years of age when it was made. Content uploaded by members is their own; ${company} is not its producer within the meaning of 18 U.S.C. 2257 and 28 C.F.R. 75, and removes any content it learns may depict a minor.`,
    ],
  };
}
