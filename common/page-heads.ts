// The head texts of the pages that are not items (their titles and descriptions, and the names a
// breadcrumb gives), in each language other than English, whose texts stay in the route table
// (common/site-routes.ts) as SPEC has them. Keyed by the route's pattern; a test checks that every
// public static route has both texts in every language.
import type { LanguageCode } from './languages.js';

export type PageHead = { title: string | null; description: string | null };

/** Words the server's head tags use beyond page titles. */
export type HeadWords = { home: string; details: string; notFound: string };

type Translated = Exclude<LanguageCode, 'en'>;

const policies = {
  hi: 'SJG समूह की वेबसाइट के उपयोग की शर्तें, संपर्क फ़ॉर्म से भेजी गई जानकारी का उपयोग, इसकी कुकीज़ और इसकी सामग्री का श्रेय।',
  mr: 'SJG समूहाच्या संकेतस्थळाच्या वापराच्या अटी, संपर्क अर्जातून पाठवलेल्या माहितीचा वापर, त्याच्या कुकीज आणि त्यातील मजकुराचे श्रेय.',
};

/** Home's description (null) is the site's own, from the language's site texts. */
export const translatedPageHeads: Record<Translated, Record<string, PageHead>> = {
  hi: {
    '/': { title: null, description: null },
    '/ventures': {
      title: 'हमारे उपक्रम',
      description: 'SJG समूह की कंपनियाँ: लॉटरी तकनीक और लाइसेंसशुदा गेमिंग, आतिथ्य, रियल एस्टेट और बुनियादी ढाँचा, खाद्य, स्वास्थ्य सेवा, शिक्षा और स्वच्छ ऊर्जा।',
    },
    '/about-us': {
      title: 'हमारे बारे में',
      description:
        '1980 में मुंबई में स्थापित SJG समूह आज भारत और नेपाल में बीस उपक्रमों और 10,000 से अधिक कर्मचारियों वाला समूह है। हमारी कहानी, हमारा मिशन और हमारी दृष्टि।',
    },
    '/privacy-policy': { title: 'गोपनीयता नीति', description: policies.hi },
    '/terms': { title: 'उपयोग की शर्तें', description: policies.hi },
    '/legal-disclaimer': { title: 'कानूनी अस्वीकरण', description: policies.hi },
    '/credits': { title: 'आभार', description: policies.hi },
    '/blogs': { title: 'ब्लॉग', description: 'SJG समूह के लोगों और उपक्रमों के विचार, अनुभव और कहानियाँ।' },
    '/news': { title: 'समाचार', description: 'भारत और नेपाल में SJG समूह और उसके उपक्रमों के ताज़ा समाचार, घोषणाएँ और आयोजन।' },
    '/team': { title: 'हमारी टीम', description: 'SJG समूह और उसके उपक्रमों का नेतृत्व करने वाले लोगों से मिलिए।' },
    '/investors': { title: 'निवेशक', description: 'SJG समूह और उसके उपक्रमों का साथ देने वाले निवेशक और साझेदार।' },
    '/search': { title: 'खोज', description: 'SJG समूह के समाचार, ब्लॉग, उपक्रम और निवेशक खोजें।' },
  },
  mr: {
    '/': { title: null, description: null },
    '/ventures': {
      title: 'आमचे उपक्रम',
      description:
        'SJG समूहाच्या कंपन्या: लॉटरी तंत्रज्ञान आणि परवानाधारक गेमिंग, आदरातिथ्य, स्थावर मालमत्ता आणि पायाभूत सुविधा, अन्न, आरोग्यसेवा, शिक्षण आणि स्वच्छ ऊर्जा.',
    },
    '/about-us': {
      title: 'आमच्याविषयी',
      description:
        '1980 मध्ये मुंबईत स्थापन झालेला SJG समूह आज भारत आणि नेपाळमध्ये वीस उपक्रम आणि 10,000 हून अधिक कर्मचाऱ्यांचा समूह आहे. आमची कहाणी, आमचे ध्येय आणि आमची दृष्टी.',
    },
    '/privacy-policy': { title: 'गोपनीयता धोरण', description: policies.mr },
    '/terms': { title: 'वापराच्या अटी', description: policies.mr },
    '/legal-disclaimer': { title: 'कायदेशीर अस्वीकरण', description: policies.mr },
    '/credits': { title: 'श्रेयनामावली', description: policies.mr },
    '/blogs': { title: 'ब्लॉग', description: 'SJG समूहातील माणसे आणि उपक्रम यांचे विचार, अनुभव आणि कथा.' },
    '/news': { title: 'बातम्या', description: 'भारत आणि नेपाळमधील SJG समूह आणि त्याच्या उपक्रमांच्या ताज्या बातम्या, घोषणा आणि कार्यक्रम.' },
    '/team': { title: 'आमची टीम', description: 'SJG समूह आणि त्याच्या उपक्रमांचे नेतृत्व करणाऱ्या व्यक्तींना भेटा.' },
    '/investors': { title: 'गुंतवणूकदार', description: 'SJG समूह आणि त्याच्या उपक्रमांना पाठबळ देणारे गुंतवणूकदार आणि भागीदार.' },
    '/search': { title: 'शोध', description: 'SJG समूहाच्या बातम्या, ब्लॉग, उपक्रम आणि गुंतवणूकदार शोधा.' },
  },
};

export const headWords: Record<LanguageCode, HeadWords> = {
  en: { home: 'Home', details: 'Details', notFound: 'Page not found' },
  hi: { home: 'मुखपृष्ठ', details: 'विवरण', notFound: 'पृष्ठ नहीं मिला' },
  mr: { home: 'मुख्यपृष्ठ', details: 'तपशील', notFound: 'पान सापडले नाही' },
};

/** The head of the static page `pattern` in `language`, or undefined (English: the route table's). */
export function translatedPageHead(language: LanguageCode, pattern: string): PageHead | undefined {
  return language === 'en' ? undefined : translatedPageHeads[language][pattern];
}
