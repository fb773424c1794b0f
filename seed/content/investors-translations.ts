// The demo investors' names in Hindi and Marathi, spelled as the newspapers of each language write
// them (Marathi marks the English "a" of "Capital" and "Ventures" with its own vowel sign).
import type { DemoTranslation } from './demo-translation.js';

// The portrait is named by the name, as English's picture is (an upload's alt text is the item's title).
const named = (en: string, hi: string, mr: string): DemoTranslation => ({
  en,
  hi: { fields: { investor_name: hi, investor_image_alt: hi } },
  mr: { fields: { investor_name: mr, investor_image_alt: mr } },
});

export const investorTranslations: readonly DemoTranslation[] = [
  named('arabian-sea-capital-partners', 'अरेबियन सी कैपिटल पार्टनर्स', 'अरेबियन सी कॅपिटल पार्टनर्स'),
  named('meenakshi-iyer', 'मीनाक्षी अय्यर', 'मीनाक्षी अय्यर'),
  named('deccan-growth-fund', 'डेक्कन ग्रोथ फंड', 'डेक्कन ग्रोथ फंड'),
  named('rajiv-malhotra', 'राजीव मल्होत्रा', 'राजीव मल्होत्रा'),
  named('himalayan-ventures-trust', 'हिमालयन वेंचर्स ट्रस्ट', 'हिमालयन व्हेंचर्स ट्रस्ट'),
  named('anita-deshpande', 'अनीता देशपांडे', 'अनिता देशपांडे'),
];
