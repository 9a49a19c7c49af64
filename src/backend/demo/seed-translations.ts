import { collections } from '../../lib/models';
import { keywordsFor } from '../../lib/search-words';
import type { DocData } from '../../port/types';

/**
 * The seed town's texts in Bengali and Hindi. Each field a customer reads
 * (`translatedFields`) gets its `xBn` and `xHi` from `inBengaliAndHindi`,
 * found by the English the seed gives it: so the seed writes them with its
 * records, and an older demo town gets them where its records still carry
 * the seed's English (upgrade-town `addSeedTranslations`). Numbers follow
 * the reader's digits (lib/i18n/digits): Bengali ০–৯, Hindi 0–9.
 */
export const translatedFields: Readonly<Record<string, readonly string[]>> = {
  [collections.shops]: ['address', 'description'],
  [collections.products]: ['description'],
  [collections.doctors]: ['name', 'degree', 'chamber', 'hours'],
  [collections.labTests]: ['name', 'reportIn', 'description'],
  [collections.directory]: ['name', 'address', 'hours'],
  [collections.teachers]: ['name', 'area', 'qualification'],
  [collections.serviceProviders]: ['name', 'area', 'experience'],
  [collections.emergencyContacts]: ['name', 'note'],
  [collections.feeds]: ['title', 'body'],
};

/** Each English text of the seed, in Bengali and in Hindi. */
const inBengaliAndHindi: Readonly<Record<string, readonly [bengali: string, hindi: string]>> = {
  // Lab tests
  'Complete Blood Count (CBC)': ['রক্তের সম্পূর্ণ পরীক্ষা (সিবিসি)', 'खून की पूरी जाँच (सीबीसी)'],
  'Blood Sugar (Fasting)': ['খালি পেটে রক্তে শর্করা', 'खाली पेट ब्लड शुगर'],
  HbA1c: ['তিন মাসের গড় শর্করা (এইচবিএওয়ানসি)', 'तीन महीने की औसत शुगर (एचबीए1सी)'],
  'Lipid Profile': ['কোলেস্টেরল পরীক্ষা (লিপিড প্রোফাইল)', 'कोलेस्ट्रॉल जाँच (लिपिड प्रोफ़ाइल)'],
  'Thyroid Profile (T3, T4, TSH)': [
    'থাইরয়েড পরীক্ষা (টি৩, টি৪, টিএসএইচ)',
    'थायरॉइड जाँच (टी3, टी4, टीएसएच)',
  ],
  'Liver Function Test': ['লিভারের পরীক্ষা', 'लीवर की जाँच'],
  'Kidney Function Test': ['কিডনির পরীক্ষা', 'गुर्दे की जाँच'],
  'Urine Routine': ['প্রস্রাবের সাধারণ পরীক্ষা', 'पेशाब की सामान्य जाँच'],
  'Dengue NS1 Antigen': ['ডেঙ্গি পরীক্ষা (এনএস১ অ্যান্টিজেন)', 'डेंगू जाँच (एनएस1 एंटीजन)'],
  'Malaria Antigen': ['ম্যালেরিয়া পরীক্ষা', 'मलेरिया जाँच'],
  'Vitamin D (25-OH)': ['ভিটামিন ডি পরীক্ষা', 'विटामिन डी जाँच'],
  'Widal Test': ['টাইফয়েডের ভিডাল পরীক্ষা', 'टाइफ़ाइड की विडाल जाँच'],
  'Same day': ['সেদিনই', 'उसी दिन'],
  'Next day': ['পরের দিন', 'अगले दिन'],
  '2 days': ['২ দিনে', '2 दिन में'],
  'Haemoglobin, blood cells and platelets.': [
    'হিমোগ্লোবিন, রক্তকণিকা আর প্লেটলেট।',
    'हीमोग्लोबिन, खून के कण और प्लेटलेट।',
  ],
  'Glucose after 8–10 hours without food.': [
    '৮–১০ ঘণ্টা না খেয়ে থাকার পর রক্তে শর্করা।',
    '8–10 घंटे बिना खाए रहने के बाद खून में शुगर।',
  ],
  'Average blood sugar over three months.': [
    'গত তিন মাসের গড় শর্করা।',
    'पिछले तीन महीनों की औसत शुगर।',
  ],
  'Cholesterol and triglycerides; fast 12 hours.': [
    'কোলেস্টেরল আর ট্রাইগ্লিসারাইড; ১২ ঘণ্টা না খেয়ে আসবেন।',
    'कोलेस्ट्रॉल और ट्राइग्लिसराइड; 12 घंटे कुछ न खाएँ।',
  ],
  'Thyroid function.': ['থাইরয়েড ঠিকমতো কাজ করছে কি না।', 'थायरॉइड ठीक से काम कर रहा है या नहीं।'],
  'Bilirubin, liver enzymes and proteins.': [
    'বিলিরুবিন, লিভারের এনজাইম আর প্রোটিন।',
    'बिलीरुबिन, लीवर के एंज़ाइम और प्रोटीन।',
  ],
  'Urea, creatinine and electrolytes.': [
    'ইউরিয়া, ক্রিয়েটিনিন আর লবণের মাত্রা।',
    'यूरिया, क्रिएटिनिन और नमक की मात्रा।',
  ],
  'Physical, chemical and microscopic examination.': [
    'চোখে দেখে, রাসায়নিকে আর অণুবীক্ষণে পরীক্ষা।',
    'आँख से, रसायन से और माइक्रोस्कोप से जाँच।',
  ],
  'Early dengue detection in the first days of fever.': [
    'জ্বরের প্রথম দিনগুলোতেই ডেঙ্গি ধরা পড়ে।',
    'बुखार के पहले दिनों में ही डेंगू पकड़ में आता है।',
  ],
  'Rapid test for malaria parasites.': [
    'ম্যালেরিয়ার জীবাণুর তাড়াতাড়ি পরীক্ষা।',
    'मलेरिया के कीटाणु की जल्दी जाँच।',
  ],
  'Vitamin D level.': ['শরীরে ভিটামিন ডি কতটা আছে।', 'शरीर में विटामिन डी कितना है।'],
  'For typhoid fever.': ['টাইফয়েড জ্বরের জন্য।', 'टाइफ़ाइड बुखार के लिए।'],

  // Doctors
  'Dr. Subrata Mondal': ['ডাঃ সুব্রত মণ্ডল', 'डॉ. सुब्रत मंडल'],
  'Dr. Rina Ghosh': ['ডাঃ রিনা ঘোষ', 'डॉ. रीना घोष'],
  'Dr. Bimal Chakraborty': ['ডাঃ বিমল চক্রবর্তী', 'डॉ. बिमल चक्रवर्ती'],
  'Dr. Amitava Das': ['ডাঃ অমিতাভ দাস', 'डॉ. अमिताभ दास'],
  'Dr. Sharmila Banerjee': ['ডাঃ শর্মিলা বন্দ্যোপাধ্যায়', 'डॉ. शर्मिला बनर्जी'],
  'Dr. Prasenjit Roy': ['ডাঃ প্রসেনজিৎ রায়', 'डॉ. प्रसेनजीत राय'],
  'Dr. Sanjay Haldar': ['ডাঃ সঞ্জয় হালদার', 'डॉ. संजय हालदार'],
  'Dr. Moumita Saha': ['ডাঃ মৌমিতা সাহা', 'डॉ. मौमिता साहा'],
  'Dr. Arijit Sarkar': ['ডাঃ অরিজিৎ সরকার', 'डॉ. अरिजीत सरकार'],
  'Dr. Tanmoy Pal': ['ডাঃ তন্ময় পাল', 'डॉ. तन्मय पाल'],
  'Dr. Nasrin Khatun': ['ডাঃ নাসরিন খাতুন', 'डॉ. नसरीन ख़ातून'],
  MBBS: ['এমবিবিএস', 'एमबीबीएस'],
  'MBBS, DGO': ['এমবিবিএস, ডিজিও', 'एमबीबीएस, डीजीओ'],
  BHMS: ['বিএইচএমএস (হোমিওপ্যাথি)', 'बीएचएमएस (होम्योपैथी)'],
  'MBBS, MD (Paediatrics)': ['এমবিবিএস, এমডি (শিশু রোগ)', 'एमबीबीएस, एमडी (बाल रोग)'],
  'MBBS, MS (Obstetrics & Gynaecology)': [
    'এমবিবিএস, এমএস (স্ত্রীরোগ ও প্রসূতি)',
    'एमबीबीएस, एमएस (स्त्री रोग और प्रसूति)',
  ],
  'MBBS, MD, DM (Cardiology)': ['এমবিবিএস, এমডি, ডিএম (হৃদরোগ)', 'एमबीबीएस, एमडी, डीएम (हृदय रोग)'],
  'MBBS, MS (Orthopaedics)': ['এমবিবিএস, এমএস (হাড়ের রোগ)', 'एमबीबीएस, एमएस (हड्डी रोग)'],
  'MBBS, MS (ENT)': ['এমবিবিএস, এমএস (নাক-কান-গলা)', 'एमबीबीएस, एमएस (नाक-कान-गला)'],
  'MBBS, MD (Dermatology)': ['এমবিবিএস, এমডি (চর্মরোগ)', 'एमबीबीएस, एमडी (त्वचा रोग)'],
  'BDS, MDS': ['বিডিএস, এমডিএস (দাঁত)', 'बीडीएस, एमडीएस (दाँत)'],
  'MBBS, DO (Ophthalmology)': ['এমবিবিএস, ডিও (চোখ)', 'एमबीबीएस, डीओ (आँख)'],
  'Life Care Medical Hall, Hospital More': [
    'লাইফ কেয়ার মেডিক্যাল হল, হাসপাতাল মোড়',
    'लाइफ़ केयर मेडिकल हॉल, अस्पताल मोड़',
  ],
  'Sanjibani Pharmacy, Station Road': ['সঞ্জীবনী ফার্মেসি, স্টেশন রোড', 'संजीवनी फ़ार्मेसी, स्टेशन रोड'],
  'Chakraborty Homoeo Hall, Bazar Para': [
    'চক্রবর্তী হোমিও হল, বাজারপাড়া',
    'चक्रवर्ती होम्यो हॉल, बाज़ार पाड़ा',
  ],
  'Shishu Seva Clinic, School Para': ['শিশু সেবা ক্লিনিক, স্কুলপাড়া', 'शिशु सेवा क्लिनिक, स्कूल पाड़ा'],
  'Matri Sadan Nursing Home, Netaji Road': [
    'মাতৃসদন নার্সিং হোম, নেতাজি রোড',
    'मातृ सदन नर्सिंग होम, नेताजी रोड',
  ],
  'Nabagram Diagnostic Centre, Station Road': [
    'নবগ্রাম ডায়াগনস্টিক সেন্টার, স্টেশন রোড',
    'नबग्राम डायग्नोस्टिक सेंटर, स्टेशन रोड',
  ],
  'Smile Dental Care, Kalibari Lane': [
    'স্মাইল ডেন্টাল কেয়ার, কালীবাড়ি লেন',
    'स्माइल डेंटल केयर, कालीबाड़ी लेन',
  ],
  'Drishti Eye Clinic, Bus Stand': ['দৃষ্টি চোখের ক্লিনিক, বাসস্ট্যান্ড', 'दृष्टि आँखों का क्लिनिक, बस स्टैंड'],
  '9 am – 1 pm': ['সকাল ৯টা – দুপুর ১টা', 'सुबह 9 – दोपहर 1 बजे'],
  '6 pm – 9 pm': ['সন্ধ্যা ৬টা – রাত ৯টা', 'शाम 6 – रात 9 बजे'],
  '8 am – 12 noon': ['সকাল ৮টা – দুপুর ১২টা', 'सुबह 8 – दोपहर 12 बजे'],
  '5 pm – 8 pm': ['বিকেল ৫টা – রাত ৮টা', 'शाम 5 – रात 8 बजे'],
  '10 am – 1 pm': ['সকাল ১০টা – দুপুর ১টা', 'सुबह 10 – दोपहर 1 बजे'],
  '10 am – 4 pm': ['সকাল ১০টা – বিকেল ৪টা', 'सुबह 10 – शाम 4 बजे'],
  '11 am – 2 pm': ['সকাল ১১টা – দুপুর ২টা', 'सुबह 11 – दोपहर 2 बजे'],
  '6 pm – 8:30 pm': ['সন্ধ্যা ৬টা – রাত ৮:৩০', 'शाम 6 – रात 8:30 बजे'],
  '4 pm – 8 pm': ['বিকেল ৪টা – রাত ৮টা', 'शाम 4 – रात 8 बजे'],
  '10 am – 1 pm, 5 pm – 8 pm': [
    'সকাল ১০টা – দুপুর ১টা, বিকেল ৫টা – রাত ৮টা',
    'सुबह 10 – दोपहर 1 बजे, शाम 5 – रात 8 बजे',
  ],

  // Hospitals, nursing homes, tests and blood
  'Nabagram Rural Hospital': ['নবগ্রাম গ্রামীণ হাসপাতাল', 'नबग्राम ग्रामीण अस्पताल'],
  'Sub-Divisional Hospital, Lalbagh Road': [
    'মহকুমা হাসপাতাল, লালবাগ রোড',
    'अनुमंडल अस्पताल, लालबाग रोड',
  ],
  'Matri Sadan Nursing Home': ['মাতৃসদন নার্সিং হোম', 'मातृ सदन नर्सिंग होम'],
  'Seba Nursing Home': ['সেবা নার্সিং হোম', 'सेवा नर्सिंग होम'],
  'Nabagram Diagnostic Centre': ['নবগ্রাম ডায়াগনস্টিক সেন্টার', 'नबग्राम डायग्नोस्टिक सेंटर'],
  'Sunrise Pathology & X-Ray': ['সানরাইজ প্যাথলজি ও এক্স-রে', 'सनराइज़ पैथोलॉजी और एक्स-रे'],
  'Rural Hospital Blood Storage Unit': [
    'গ্রামীণ হাসপাতালের রক্ত সংরক্ষণ কেন্দ্র',
    'ग्रामीण अस्पताल का खून भंडार',
  ],
  'Sub-Divisional Hospital Blood Bank': ['মহকুমা হাসপাতালের ব্লাড ব্যাংক', 'अनुमंडल अस्पताल का ब्लड बैंक'],
  'Hospital More, Nabagram': ['হাসপাতাল মোড়, নবগ্রাম', 'अस्पताल मोड़, नबग्राम'],
  'Lalbagh Road, 14 km from Nabagram': [
    'লালবাগ রোড, নবগ্রাম থেকে ১৪ কিমি',
    'लालबाग रोड, नबग्राम से 14 किमी',
  ],
  'Netaji Road, Nabagram': ['নেতাজি রোড, নবগ্রাম', 'नेताजी रोड, नबग्राम'],
  'Station Road, Nabagram': ['স্টেশন রোড, নবগ্রাম', 'स्टेशन रोड, नबग्राम'],
  'Nabagram Rural Hospital, Hospital More': [
    'নবগ্রাম গ্রামীণ হাসপাতাল, হাসপাতাল মোড়',
    'नबग्राम ग्रामीण अस्पताल, अस्पताल मोड़',
  ],
  'Emergency 24 hours; OPD 9 am – 2 pm': [
    'জরুরি বিভাগ ২৪ ঘণ্টা; বহির্বিভাগ সকাল ৯টা – দুপুর ২টা',
    'इमरजेंसी 24 घंटे; ओपीडी सुबह 9 – दोपहर 2 बजे',
  ],
  'Emergency 24 hours': ['জরুরি বিভাগ ২৪ ঘণ্টা', 'इमरजेंसी 24 घंटे'],
  '24 hours': ['২৪ ঘণ্টা', '24 घंटे'],
  '7 am – 8 pm; home collection 7 – 10 am': [
    'সকাল ৭টা – রাত ৮টা; বাড়ি থেকে নমুনা সকাল ৭টা – ১০টা',
    'सुबह 7 – रात 8 बजे; घर से सैंपल सुबह 7 – 10 बजे',
  ],
  '8 am – 7 pm, Sunday till 1 pm': [
    'সকাল ৮টা – সন্ধ্যা ৭টা, রবিবার দুপুর ১টা পর্যন্ত',
    'सुबह 8 – शाम 7 बजे, रविवार दोपहर 1 बजे तक',
  ],

  // Teachers and the town's paras
  'Sourav Bhattacharya': ['সৌরভ ভট্টাচার্য', 'सौरभ भट्टाचार्य'],
  'Paromita Dutta': ['পারমিতা দত্ত', 'पारमिता दत्त'],
  'Anirban Mukherjee': ['অনির্বাণ মুখোপাধ্যায়', 'अनिर्बाण मुखर्जी'],
  'Rupa Sen': ['রূপা সেন', 'रूपा सेन'],
  'Kaushik Pal': ['কৌশিক পাল', 'कौशिक पाल'],
  'Sabina Yasmin': ['সাবিনা ইয়াসমিন', 'सबीना यास्मीन'],
  'Debasish Ghosh': ['দেবাশিস ঘোষ', 'देबाशीष घोष'],
  'Moumita Roy': ['মৌমিতা রায়', 'मौमिता राय'],
  'Tanushree Das': ['তনুশ্রী দাস', 'तनुश्री दास'],
  'Arup Sarkar': ['অরূপ সরকার', 'अरूप सरकार'],
  'Nilanjana Chatterjee': ['নীলাঞ্জনা চট্টোপাধ্যায়', 'नीलांजना चटर्जी'],
  'Pranab Adhikari': ['প্রণব অধিকারী', 'प्रणब अधिकारी'],
  'School Para': ['স্কুলপাড়া', 'स्कूल पाड़ा'],
  'Netaji Road': ['নেতাজি রোড', 'नेताजी रोड'],
  'Station Road': ['স্টেশন রোড', 'स्टेशन रोड'],
  'Bazar Para': ['বাজারপাড়া', 'बाज़ार पाड़ा'],
  'Hospital More': ['হাসপাতাল মোড়', 'अस्पताल मोड़'],
  Rathtala: ['রথতলা', 'रथतला'],
  'Kalibari Lane': ['কালীবাড়ি লেন', 'कालीबाड़ी लेन'],
  'Bus Stand': ['বাসস্ট্যান্ড', 'बस स्टैंड'],
  'M.Sc. (Mathematics), B.Ed.': ['এমএসসি (গণিত), বিএড', 'एमएससी (गणित), बीएड'],
  'M.A. (English)': ['এমএ (ইংরেজি)', 'एमए (अंग्रेज़ी)'],
  'M.Sc. (Physics)': ['এমএসসি (পদার্থবিদ্যা)', 'एमएससी (भौतिकी)'],
  'M.A. (Bengali), B.Ed.': ['এমএ (বাংলা), বিএড', 'एमए (बांग्ला), बीएड'],
  'M.Sc. (Chemistry)': ['এমএসসি (রসায়ন)', 'एमएससी (रसायन)'],
  'M.Sc. (Zoology), B.Ed.': ['এমএসসি (প্রাণিবিদ্যা), বিএড', 'एमएससी (प्राणी विज्ञान), बीएड'],
  'B.Sc., B.Ed.': ['বিএসসি, বিএড', 'बीएससी, बीएड'],
  'B.A., D.El.Ed.': ['বিএ, ডিএলএড', 'बीए, डीएलएड'],
  'M.A. (Geography)': ['এমএ (ভূগোল)', 'एमए (भूगोल)'],
  'B.Tech. (Computer Science)': ['বিটেক (কম্পিউটার)', 'बीटेक (कंप्यूटर)'],
  'M.Com.': ['এমকম', 'एमकॉम'],
  'M.A. (Sanskrit)': ['এমএ (সংস্কৃত)', 'एमए (संस्कृत)'],

  // Service providers
  'Gopal Das': ['গোপাল দাস', 'गोपाल दास'],
  'Sahidul Islam': ['সহিদুল ইসলাম', 'सहीदुल इस्लाम'],
  'Ratan Maji': ['রতন মাঝি', 'रतन माझी'],
  'Bablu Sardar': ['বাবলু সর্দার', 'बबलू सरदार'],
  'Kartik Bag': ['কার্তিক বাগ', 'कार्तिक बाग'],
  'Haripada Mistri': ['হরিপদ মিস্ত্রি', 'हरिपद मिस्त्री'],
  'Imran Ali': ['ইমরান আলি', 'इमरान अली'],
  'Subhas Bauri': ['সুভাষ বাউরি', 'सुभाष बाउरी'],
  'Samir Hansda': ['সমীর হাঁসদা', 'समीर हांसदा'],
  'Bapi Motor Works': ['বাপি মোটর ওয়ার্কস', 'बापी मोटर वर्क्स'],
  'Maa Durga Toto Repair': ['মা দুর্গা টোটো সারাই', 'माँ दुर्गा टोटो मरम्मत'],
  'Joyita Banerjee': ['জয়িতা বন্দ্যোপাধ্যায়', 'जयिता बनर्जी'],
  'Rakib Hasan': ['রাকিব হাসান', 'राकिब हसन'],
  '12 years; house wiring, fans, inverters': [
    '১২ বছর; বাড়ির ওয়্যারিং, পাখা, ইনভার্টার',
    '12 साल; घर की वायरिंग, पंखे, इन्वर्टर',
  ],
  '8 years; wiring, meter boards, motors': [
    '৮ বছর; ওয়্যারিং, মিটার বোর্ড, মোটর',
    '8 साल; वायरिंग, मीटर बोर्ड, मोटर',
  ],
  '5 years; lights, switches, small repairs': [
    '৫ বছর; আলো, সুইচ, ছোটখাটো সারাই',
    '5 साल; बत्ती, स्विच, छोटी-मोटी मरम्मत',
  ],
  '10 years; taps, pipes, water tanks': [
    '১০ বছর; কল, পাইপ, জলের ট্যাঙ্ক',
    '10 साल; नल, पाइप, पानी की टंकी',
  ],
  '6 years; bathroom fittings, pumps': ['৬ বছর; বাথরুমের ফিটিং, পাম্প', '6 साल; बाथरूम की फ़िटिंग, पंप'],
  '20 years; furniture, doors, windows': [
    '২০ বছর; আসবাব, দরজা, জানালা',
    '20 साल; फ़र्नीचर, दरवाज़े, खिड़कियाँ',
  ],
  '9 years; cupboards, repairs, polish': [
    '৯ বছর; আলমারি, সারাই, পালিশ',
    '9 साल; अलमारी, मरम्मत, पॉलिश',
  ],
  '15 years; interior and exterior walls': [
    '১৫ বছর; ঘরের ভেতরের আর বাইরের দেওয়াল',
    '15 साल; घर की अंदर और बाहर की दीवारें',
  ],
  '7 years; walls, grills, doors': ['৭ বছর; দেওয়াল, গ্রিল, দরজা', '7 साल; दीवारें, ग्रिल, दरवाज़े'],
  'Bikes and scooters; 11 years': ['মোটরবাইক আর স্কুটার; ১১ বছর', 'मोटरसाइकिल और स्कूटर; 11 साल'],
  'E-rickshaws, batteries and chargers': ['টোটো, ব্যাটারি আর চার্জার', 'ई-रिक्शा, बैटरी और चार्जर'],
  'Home tuition, Classes 1–8, all subjects': [
    'বাড়িতে পড়ানো, ১ম–৮ম শ্রেণি, সব বিষয়',
    'घर पर ट्यूशन, कक्षा 1–8, सभी विषय',
  ],
  'Spoken English and computer basics': [
    'ইংরেজিতে কথা বলা আর কম্পিউটারের গোড়ার কথা',
    'अंग्रेज़ी बोलना और कंप्यूटर की शुरुआती बातें',
  ],

  // Emergency contacts
  'Nabagram Police Station': ['নবগ্রাম থানা', 'नबग्राम थाना'],
  'Nabagram Traffic Outpost': ['নবগ্রাম ট্রাফিক ফাঁড়ি', 'नबग्राम ट्रैफ़िक चौकी'],
  'Women’s Help Desk, Nabagram PS': [
    'মহিলা সহায়তা কেন্দ্র, নবগ্রাম থানা',
    'महिला सहायता डेस्क, नबग्राम थाना',
  ],
  'Nabagram Fire Station': ['নবগ্রাম দমকল কেন্দ্র', 'नबग्राम दमकल केंद्र'],
  'Fire Station Control Room (mobile)': ['দমকলের কন্ট্রোল রুম (মোবাইল)', 'दमकल कंट्रोल रूम (मोबाइल)'],
  'Rural Hospital Ambulance': ['গ্রামীণ হাসপাতালের অ্যাম্বুলেন্স', 'ग्रामीण अस्पताल की एंबुलेंस'],
  'Seva Ambulance Service': ['সেবা অ্যাম্বুলেন্স', 'सेवा एंबुलेंस'],
  'Matri Sadan Ambulance': ['মাতৃসদনের অ্যাম্বুলেন্স', 'मातृ सदन की एंबुलेंस'],
  'Station Road Toto Stand': ['স্টেশন রোড টোটো স্ট্যান্ড', 'स्टेशन रोड टोटो स्टैंड'],
  'Nabagram Bus Stand Enquiry': ['নবগ্রাম বাসস্ট্যান্ডের খোঁজখবর', 'नबग्राम बस स्टैंड पूछताछ'],
  'Nabagram Car Rental': ['নবগ্রাম গাড়ি ভাড়া', 'नबग्राम गाड़ी किराया'],
  'Nabagram Rural Hospital Emergency': [
    'নবগ্রাম গ্রামীণ হাসপাতালের জরুরি বিভাগ',
    'नबग्राम ग्रामीण अस्पताल इमरजेंसी',
  ],
  'WBSEDCL Nabagram Customer Care Centre': [
    'বিদ্যুৎ দপ্তর, নবগ্রাম গ্রাহক পরিষেবা কেন্দ্র',
    'बिजली विभाग, नबग्राम ग्राहक सेवा केंद्र',
  ],
  'WBSEDCL Night Duty Lineman': ['বিদ্যুৎ দপ্তরের রাতের লাইনম্যান', 'बिजली विभाग का रात का लाइनमैन'],
  'Officer in charge, round the clock': ['থানার বড়বাবু, দিনরাত', 'थाना प्रभारी, चौबीसों घंटे'],
  'Bus Stand crossing, 8 am – 10 pm': [
    'বাসস্ট্যান্ডের মোড়, সকাল ৮টা – রাত ১০টা',
    'बस स्टैंड चौराहा, सुबह 8 – रात 10 बजे',
  ],
  'Round the clock': ['দিনরাত', 'चौबीसों घंटे'],
  'Fire and rescue, round the clock': ['আগুন আর উদ্ধার, দিনরাত', 'आग और बचाव, चौबीसों घंटे'],
  'If the landline is busy': ['ল্যান্ডলাইন ব্যস্ত থাকলে', 'लैंडलाइन व्यस्त हो तो'],
  'Free for patients of the rural hospital': [
    'গ্রামীণ হাসপাতালের রোগীদের জন্য বিনা পয়সায়',
    'ग्रामीण अस्पताल के मरीज़ों के लिए मुफ़्त',
  ],
  'Private, with oxygen, round the clock': [
    'বেসরকারি, অক্সিজেন সহ, দিনরাত',
    'निजी, ऑक्सीजन के साथ, चौबीसों घंटे',
  ],
  'Nursing home ambulance': ['নার্সিং হোমের অ্যাম্বুলেন্স', 'नर्सिंग होम की एंबुलेंस'],
  'E-rickshaws, 5 am – 11 pm': ['টোটো, ভোর ৫টা – রাত ১১টা', 'ई-रिक्शा, सुबह 5 – रात 11 बजे'],
  'Buses to Berhampore and Kolkata': ['বহরমপুর আর কলকাতার বাস', 'बहरमपुर और कोलकाता की बसें'],
  'Cars for hospital and station trips': [
    'হাসপাতাল আর স্টেশনে যাওয়ার গাড়ি',
    'अस्पताल और स्टेशन जाने के लिए गाड़ी',
  ],
  'Emergency ward, 24 hours': ['জরুরি বিভাগ, ২৪ ঘণ্টা', 'इमरजेंसी वार्ड, 24 घंटे'],
  'Maternity and emergencies, 24 hours': ['প্রসব আর জরুরি চিকিৎসা, ২৪ ঘণ্টা', 'प्रसव और इमरजेंसी, 24 घंटे'],
  'Power cuts and complaints, 24 hours': [
    'লোডশেডিং আর অভিযোগ, ২৪ ঘণ্টা',
    'बिजली कटौती और शिकायत, 24 घंटे',
  ],
  'Sparks, fallen wires, transformer faults': [
    'স্পার্ক, ছেঁড়া তার, ট্রান্সফর্মারের গোলমাল',
    'चिंगारी, टूटे तार, ट्रांसफ़ॉर्मर की ख़राबी',
  ],

  // Shops
  '12 Station Road, near the level crossing, Nabagram': [
    '১২ স্টেশন রোড, লেভেল ক্রসিংয়ের কাছে, নবগ্রাম',
    '12 स्टेशन रोड, रेलवे फाटक के पास, नबग्राम',
  ],
  'Bazar Para main lane, opposite the post office, Nabagram': [
    'বাজারপাড়ার বড় গলি, ডাকঘরের উল্টো দিকে, নবগ্রাম',
    'बाज़ार पाड़ा की मुख्य गली, डाकघर के सामने, नबग्राम',
  ],
  '45 Netaji Road, near Nabagram High School': [
    '৪৫ নেতাজি রোড, নবগ্রাম হাই স্কুলের কাছে',
    '45 नेताजी रोड, नबग्राम हाई स्कूल के पास',
  ],
  'Stall 14, Nabagram daily bazar, Rathtala': [
    '১৪ নম্বর স্টল, নবগ্রামের রোজকার বাজার, রথতলা',
    'स्टॉल 14, नबग्राम का रोज़ का बाज़ार, रथतला',
  ],
  'Fish market shed, Rathtala, Nabagram': [
    'মাছের বাজারের ছাউনি, রথতলা, নবগ্রাম',
    'मछली बाज़ार का शेड, रथतला, नबग्राम',
  ],
  'Beside the bus stand, Nabagram': ['বাসস্ট্যান্ডের পাশে, নবগ্রাম', 'बस स्टैंड के बगल में, नबग्राम'],
  '3 Kalibari Lane, beside the Kali temple, Nabagram': [
    '৩ কালীবাড়ি লেন, কালীমন্দিরের পাশে, নবগ্রাম',
    '3 कालीबाड़ी लेन, काली मंदिर के बगल में, नबग्राम',
  ],
  'Hospital More, on the main road, Nabagram': [
    'হাসপাতাল মোড়, বড় রাস্তার ওপর, নবগ্রাম',
    'अस्पताल मोड़, मुख्य सड़क पर, नबग्राम',
  ],
  'Station Road, outside platform 1, Nabagram': [
    'স্টেশন রোড, ১ নম্বর প্ল্যাটফর্মের বাইরে, নবগ্রাম',
    'स्टेशन रोड, प्लेटफ़ॉर्म 1 के बाहर, नबग्राम',
  ],
  '8 Netaji Road, first floor, Nabagram': [
    '৮ নেতাজি রোড, দোতলা, নবগ্রাম',
    '8 नेताजी रोड, पहली मंज़िल, नबग्राम',
  ],
  'Bazar Para, next to Maa Tara Bhandar, Nabagram': [
    'বাজারপাড়া, মা তারা ভাণ্ডারের পাশে, নবগ্রাম',
    'बाज़ार पाड़ा, माँ तारा भंडार के बगल में, नबग्राम',
  ],
  'School Para, opposite Nabagram Girls’ School': [
    'স্কুলপাড়া, নবগ্রাম বালিকা বিদ্যালয়ের উল্টো দিকে',
    'स्कूल पाड़ा, नबग्राम कन्या विद्यालय के सामने',
  ],
  'Hospital More, facing the rural hospital gate, Nabagram': [
    'হাসপাতাল মোড়, গ্রামীণ হাসপাতালের গেটের সামনে, নবগ্রাম',
    'अस्पताल मोड़, ग्रामीण अस्पताल के गेट के सामने, नबग्राम',
  ],
  '30 Station Road, Nabagram': ['৩০ স্টেশন রোড, নবগ্রাম', '30 स्टेशन रोड, नबग्राम'],
  'Rice, dal, oil and everyday groceries, weighed fresh. Home delivery in town.': [
    'চাল, ডাল, তেল আর রোজকার মুদির জিনিস, সামনে ওজন করে। শহরের মধ্যে বাড়িতে পৌঁছে দেওয়া হয়।',
    'चावल, दाल, तेल और रोज़ का किराना, सामने तौलकर। शहर में घर तक पहुँचाते हैं।',
  ],
  'Family-run store for muri, chira, spices and household needs.': [
    'মুড়ি, চিঁড়ে, মশলা আর সংসারের টুকিটাকির পারিবারিক দোকান।',
    'मुरमुरे, चिवड़ा, मसाले और घर की ज़रूरतों की पारिवारिक दुकान।',
  ],
  'Groceries, dairy and stationery for the school crowd.': [
    'মুদির জিনিস, দুধ-দই আর স্কুলের ছেলেমেয়েদের খাতা-কলম।',
    'किराना, दूध-दही और स्कूल के बच्चों के लिए कॉपी-कलम।',
  ],
  'Fresh vegetables from the farms around Nabagram, every morning.': [
    'নবগ্রামের আশপাশের খেত থেকে রোজ সকালে টাটকা সবজি।',
    'नबग्राम के आसपास के खेतों से हर सुबह ताज़ी सब्ज़ी।',
  ],
  'River and pond fish, chicken and mutton, cut and cleaned to order.': [
    'নদী আর পুকুরের মাছ, মুরগি আর খাসির মাংস, যেমন বলবেন তেমন কেটে-ধুয়ে।',
    'नदी और तालाब की मछली, चिकन और मटन, जैसा कहें वैसा काटकर और धोकर।',
  ],
  'Seasonal fruits and tender coconut near the bus stand.': [
    'বাসস্ট্যান্ডের কাছে মরসুমের ফল আর ডাব।',
    'बस स्टैंड के पास मौसमी फल और कच्चा नारियल।',
  ],
  'Sweets made fresh every morning, and hot singara in the evening.': [
    'রোজ সকালে টাটকা মিষ্টি, আর বিকেলে গরম শিঙাড়া।',
    'हर सुबह ताज़ी मिठाई, और शाम को गरम समोसे।',
  ],
  'Home-style Bengali meals and biryani. Stock is plates left today.': [
    'ঘরোয়া বাঙালি খাবার আর বিরিয়ানি। মজুত মানে আজ কত থালা বাকি।',
    'घर जैसा बंगाली खाना और बिरयानी। स्टॉक यानी आज कितनी थालियाँ बची हैं।',
  ],
  'Kathi rolls, chowmein and momos for the evening train crowd.': [
    'সন্ধের ট্রেনের যাত্রীদের জন্য রোল, চাউমিন আর মোমো।',
    'शाम की ट्रेन के मुसाफ़िरों के लिए रोल, चाउमीन और मोमो।',
  ],
  'Phone accessories, chargers and small electricals, delivered in town.': [
    'ফোনের জিনিসপত্র, চার্জার আর ছোটখাটো বৈদ্যুতিক জিনিস, শহরের মধ্যে পৌঁছে দেওয়া হয়।',
    'फ़ोन का सामान, चार्जर और छोटा बिजली का सामान, शहर में पहुँचाते हैं।',
  ],
  'Handloom saris, gamchha and everyday cotton wear from Bengal weavers.': [
    'বাংলার তাঁতিদের হাতে বোনা শাড়ি, গামছা আর রোজকার সুতির পোশাক।',
    'बंगाल के बुनकरों की हथकरघा साड़ियाँ, गमछे और रोज़ के सूती कपड़े।',
  ],
  'Exercise books, pens and school supplies; textbooks on order.': [
    'খাতা, কলম আর স্কুলের জিনিস; পাঠ্যবই অর্ডার দিলে আনিয়ে দেওয়া হয়।',
    'कॉपियाँ, कलम और स्कूल का सामान; किताबें ऑर्डर पर मँगा देते हैं।',
  ],
  'Medicines, first aid and health devices. Prescription medicines need a valid prescription.': [
    'ওষুধ, প্রাথমিক চিকিৎসার জিনিস আর স্বাস্থ্যের যন্ত্র। প্রেসক্রিপশনের ওষুধের জন্য ডাক্তারের বৈধ প্রেসক্রিপশন লাগবে।',
    'दवाइयाँ, प्राथमिक उपचार और सेहत के उपकरण। पर्चे वाली दवा के लिए डॉक्टर का सही पर्चा चाहिए।',
  ],
  'Pharmacy with baby care and diabetic supplies; free home delivery above ₹300.': [
    'শিশুর যত্ন আর ডায়াবেটিসের জিনিস সহ ওষুধের দোকান; ₹৩০০-র বেশি হলে বাড়িতে বিনা খরচে পৌঁছে দেওয়া হয়।',
    'बच्चों की देखभाल और शुगर के सामान के साथ दवा की दुकान; ₹300 से ऊपर घर तक मुफ़्त पहुँचाते हैं।',
  ],

  // Posts' titles
  'New footbridge at Nabagram station opens': [
    'নবগ্রাম স্টেশনে নতুন ফুটব্রিজ চালু',
    'नबग्राम स्टेशन पर नया फ़ुटब्रिज खुला',
  ],
  'Weekly haat moves to Rathtala ground': [
    'সাপ্তাহিক হাট এখন রথতলার মাঠে',
    'हफ़्ते का हाट अब रथतला मैदान में',
  ],
  'Free eye camp at the rural hospital': [
    'গ্রামীণ হাসপাতালে বিনা পয়সায় চোখ পরীক্ষার শিবির',
    'ग्रामीण अस्पताल में मुफ़्त आँख जाँच शिविर',
  ],
  'Road repair on Netaji Road': ['নেতাজি রোডে রাস্তা সারাই', 'नेताजी रोड पर सड़क की मरम्मत'],
  'Nabagram High School wins district quiz': [
    'জেলা কুইজে জিতল নবগ্রাম হাই স্কুল',
    'ज़िला क्विज़ में नबग्राम हाई स्कूल जीता',
  ],
  'Drinking water supply time changes': ['খাবার জল দেওয়ার সময় বদলাল', 'पीने के पानी का समय बदला'],
  'Dengue awareness drive this week': [
    'এই সপ্তাহে ডেঙ্গি নিয়ে সচেতনতা অভিযান',
    'इस हफ़्ते डेंगू से बचाव का अभियान',
  ],
  'New toto route to the bus stand': [
    'বাসস্ট্যান্ড পর্যন্ত টোটোর নতুন রুট',
    'बस स्टैंड तक टोटो का नया रास्ता',
  ],
  'Blood donation camp collects 84 units': [
    'রক্তদান শিবিরে ৮৪ ইউনিট রক্ত সংগ্রহ',
    'रक्तदान शिविर में 84 यूनिट खून जमा',
  ],
  'Streetlights installed along Kalibari Lane': [
    'কালীবাড়ি লেনে রাস্তার আলো বসল',
    'कालीबाड़ी लेन में स्ट्रीट लाइटें लगीं',
  ],
  'Ration card corrections camp': ['রেশন কার্ড সংশোধনের শিবির', 'राशन कार्ड सुधार शिविर'],
  'Farmers’ market for winter vegetables': [
    'শীতের সবজির কৃষক বাজার',
    'सर्दियों की सब्ज़ियों का किसान बाज़ार',
  ],
  'Library extends opening hours': ['গ্রন্থাগার এখন বেশিক্ষণ খোলা', 'पुस्तकालय अब ज़्यादा देर खुला'],
  'Polio drops this Sunday': ['এই রবিবার পোলিও খাওয়ানো হবে', 'इस रविवार पोलियो की दवा पिलाई जाएगी'],
  'Power maintenance on Thursday': [
    'বৃহস্পতিবার বিদ্যুতের লাইন মেরামত',
    'गुरुवार को बिजली लाइन की मरम्मत',
  ],
  'Cricket tournament final at Rathtala': [
    'রথতলায় ক্রিকেট প্রতিযোগিতার ফাইনাল',
    'रथतला में क्रिकेट टूर्नामेंट का फ़ाइनल',
  ],
  'New ATM opens near Hospital More': [
    'হাসপাতাল মোড়ের কাছে নতুন এটিএম',
    'अस्पताल मोड़ के पास नया एटीएम',
  ],
  'Pond cleaning in Bazar Para': ['বাজারপাড়ায় পুকুর পরিষ্কার', 'बाज़ार पाड़ा में तालाब की सफ़ाई'],
  'Madhyamik admit cards ready': ['মাধ্যমিকের অ্যাডমিট কার্ড তৈরি', 'माध्यमिक के प्रवेश पत्र तैयार'],
  'Bus service to Kolkata adds a morning trip': [
    'কলকাতার বাসে সকালের একটা নতুন ট্রিপ',
    'कोलकाता बस में सुबह की एक नई सेवा',
  ],
  'Health sub-centre gets a new nurse': ['স্বাস্থ্য উপকেন্দ্রে নতুন নার্স', 'स्वास्थ्य उपकेंद्र में नई नर्स'],
  'Durga Puja committee meeting': ['দুর্গাপুজো কমিটির সভা', 'दुर्गा पूजा समिति की बैठक'],
  'Rain brings relief, waterlogging at the bazar': [
    'বৃষ্টিতে স্বস্তি, বাজারে জল জমেছে',
    'बारिश से राहत, बाज़ार में जलभराव',
  ],
  'Solar pump for farmers in nearby villages': [
    'আশপাশের গ্রামের চাষিদের জন্য সৌর পাম্প',
    'आसपास के गाँवों के किसानों के लिए सोलर पंप',
  ],
  'Nabagram gets a second post office counter': [
    'নবগ্রাম ডাকঘরে দ্বিতীয় কাউন্টার',
    'नबग्राम डाकघर में दूसरा काउंटर',
  ],
  'School sports day on Saturday': ['শনিবার স্কুলের বার্ষিক খেলা', 'शनिवार को स्कूल का खेल दिवस'],
  'Mobile network tower upgrade': ['মোবাইল টাওয়ারের উন্নতি', 'मोबाइल टावर में सुधार'],
  'Delivery riders wanted': ['ডেলিভারির লোক চাই', 'डिलीवरी वाले चाहिए'],
  'Sales assistant at Bangla Tant Ghar': [
    'বাংলা তাঁত ঘরে বিক্রির সহকারী চাই',
    'बांग्ला तांत घर में बिक्री सहायक चाहिए',
  ],
  'Cook needed at Dada Boudi Hotel': [
    'দাদা বৌদি হোটেলে রাঁধুনি চাই',
    'दादा बौदी होटल में रसोइया चाहिए',
  ],
  'Pharmacy assistant': ['ওষুধের দোকানে সহকারী চাই', 'दवा की दुकान में सहायक चाहिए'],
  'Home tutor for Class 8': ['৮ম শ্রেণির জন্য গৃহশিক্ষক চাই', 'कक्षा 8 के लिए घर पर ट्यूटर चाहिए'],
  'Rabindra Jayanti at the library hall': [
    'গ্রন্থাগারের হলে রবীন্দ্রজয়ন্তী',
    'पुस्तकालय हॉल में रवींद्र जयंती',
  ],
  'Free health camp at Rathtala': ['রথতলায় বিনা পয়সায় স্বাস্থ্য শিবির', 'रथतला में मुफ़्त स्वास्थ्य शिविर'],
  'Saraswati Puja at Nabagram High School': [
    'নবগ্রাম হাই স্কুলে সরস্বতী পুজো',
    'नबग्राम हाई स्कूल में सरस्वती पूजा',
  ],
  'Winter fair at the bus stand ground': [
    'বাসস্ট্যান্ডের মাঠে শীতের মেলা',
    'बस स्टैंड मैदान में सर्दियों का मेला',
  ],
  'Career guidance talk for Class 12': [
    'দ্বাদশ শ্রেণির জন্য ভবিষ্যতের পড়াশোনা ও কাজ নিয়ে আলোচনা',
    'कक्षा 12 के लिए आगे की पढ़ाई और काम पर बातचीत',
  ],
  '10% off on groceries above ₹1000': [
    '₹১০০০-এর বেশি মুদির জিনিসে ১০% ছাড়',
    '₹1000 से ऊपर के किराने पर 10% छूट',
  ],
  'Buy 4 rosogolla, get 1 free': ['৪টে রসগোল্লা কিনলে ১টা ফ্রি', '4 रसगुल्ले लेने पर 1 मुफ़्त'],
  'Free screen guard with any phone cover': [
    'যেকোনো ফোন কভারের সঙ্গে স্ক্রিন গার্ড ফ্রি',
    'किसी भी फ़ोन कवर के साथ स्क्रीन गार्ड मुफ़्त',
  ],
  'Puja sale on tant saris': ['তাঁতের শাড়িতে পুজোর সেল', 'तांत की साड़ियों पर पूजा सेल'],
  'Free home delivery of medicines': ['ওষুধ বাড়িতে পৌঁছে দেওয়া বিনা খরচে', 'दवाइयाँ घर तक मुफ़्त'],
  'Property tax due this month': ['এই মাসে সম্পত্তি কর জমা দিতে হবে', 'इस महीने संपत्ति कर जमा करना है'],
  'Water tank cleaning on Tuesday': ['মঙ্গলবার জলের ট্যাঙ্ক পরিষ্কার', 'मंगलवार को पानी की टंकी की सफ़ाई'],
  'Voter list revision': ['ভোটার তালিকা সংশোধন', 'मतदाता सूची में सुधार'],
  'No plastic carry bags in the bazar': [
    'বাজারে প্লাস্টিকের ক্যারিব্যাগ বন্ধ',
    'बाज़ार में प्लास्टिक की थैलियाँ बंद',
  ],
  'Holiday: shops close early on Kali Puja': [
    'ছুটি: কালীপুজোয় দোকান তাড়াতাড়ি বন্ধ',
    'छुट्टी: काली पूजा पर दुकानें जल्दी बंद',
  ],

  // Posts' words
  'The footbridge between platforms 1 and 2 is open to passengers from today. The old level-crossing path will be closed.':
    [
      '১ আর ২ নম্বর প্ল্যাটফর্মের মাঝের ফুটব্রিজ আজ থেকে যাত্রীদের জন্য খুলে গেল। লেভেল ক্রসিংয়ের পুরোনো রাস্তা বন্ধ করে দেওয়া হবে।',
      'प्लेटफ़ॉर्म 1 और 2 के बीच का फ़ुटब्रिज आज से यात्रियों के लिए खुल गया। रेलवे फाटक वाला पुराना रास्ता बंद कर दिया जाएगा।',
    ],
  'The Saturday haat will be held at Rathtala ground from next week while the bazar shed is repaired.':
    [
      'বাজারের ছাউনি সারাই হওয়া পর্যন্ত সামনের সপ্তাহ থেকে শনিবারের হাট বসবে রথতলার মাঠে।',
      'बाज़ार का शेड ठीक होने तक अगले हफ़्ते से शनिवार का हाट रथतला मैदान में लगेगा।',
    ],
  'A free eye check-up camp will run on Sunday from 9 am. Bring your old spectacles and prescriptions.':
    [
      'রবিবার সকাল ৯টা থেকে বিনা পয়সায় চোখ পরীক্ষার শিবির। পুরোনো চশমা আর প্রেসক্রিপশন সঙ্গে আনবেন।',
      'रविवार सुबह 9 बजे से मुफ़्त आँख जाँच शिविर। अपना पुराना चश्मा और पर्चे साथ लाएँ।',
    ],
  'Netaji Road will be closed to cars between the school and the post office for three days. Totos may use Kalibari Lane.':
    [
      'তিন দিন স্কুল থেকে ডাকঘর পর্যন্ত নেতাজি রোডে গাড়ি চলবে না। টোটো কালীবাড়ি লেন দিয়ে যেতে পারবে।',
      'तीन दिन स्कूल से डाकघर तक नेताजी रोड पर गाड़ियाँ नहीं चलेंगी। टोटो कालीबाड़ी लेन से जा सकते हैं।',
    ],
  'A team of three Class 11 students won the district inter-school quiz held at Berhampore.': [
    'বহরমপুরে জেলার আন্তঃস্কুল কুইজে জিতেছে একাদশ শ্রেণির তিন ছাত্রছাত্রীর দল।',
    'बहरमपुर में हुई ज़िले की अंतर-विद्यालय क्विज़ में कक्षा 11 के तीन छात्रों की टीम जीती।',
  ],
  'The municipality will supply drinking water from 6 am to 8 am and 5 pm to 7 pm during the summer months.':
    [
      'গরমের মাসগুলোতে পুরসভা খাবার জল দেবে সকাল ৬টা থেকে ৮টা আর বিকেল ৫টা থেকে সন্ধ্যা ৭টা।',
      'गर्मी के महीनों में नगरपालिका पीने का पानी सुबह 6 से 8 बजे और शाम 5 से 7 बजे तक देगी।',
    ],
  'Health workers will visit homes to check for stagnant water. Please cover water tanks and empty flower-pot trays.':
    [
      'স্বাস্থ্যকর্মীরা বাড়ি বাড়ি গিয়ে জমা জল দেখবেন। জলের ট্যাঙ্ক ঢেকে রাখুন, ফুলের টবের নিচের থালার জল ফেলে দিন।',
      'स्वास्थ्य कर्मी घर-घर जाकर रुका हुआ पानी देखेंगे। पानी की टंकी ढककर रखें और गमलों के नीचे की थाली का पानी फेंक दें।',
    ],
  'E-rickshaws now run directly from Station Road to the bus stand via Hospital More, fare ₹15.': [
    'এখন টোটো সোজা স্টেশন রোড থেকে হাসপাতাল মোড় হয়ে বাসস্ট্যান্ড যায়, ভাড়া ₹১৫।',
    'अब ई-रिक्शा सीधे स्टेशन रोड से अस्पताल मोड़ होकर बस स्टैंड जाते हैं, किराया ₹15।',
  ],
  'The youth club’s blood donation camp collected 84 units for the sub-divisional hospital blood bank.':
    [
      'যুব ক্লাবের রক্তদান শিবিরে মহকুমা হাসপাতালের ব্লাড ব্যাংকের জন্য ৮৪ ইউনিট রক্ত উঠেছে।',
      'युवा क्लब के रक्तदान शिविर में अनुमंडल अस्पताल के ब्लड बैंक के लिए 84 यूनिट खून जमा हुआ।',
    ],
  'Twenty new LED streetlights now light Kalibari Lane up to the temple.': [
    'কুড়িটা নতুন এলইডি আলোয় এখন মন্দির পর্যন্ত কালীবাড়ি লেন আলোকিত।',
    'बीस नई एलईडी स्ट्रीट लाइटें अब मंदिर तक कालीबाड़ी लेन को रोशन करती हैं।',
  ],
  'Residents can correct names and addresses on ration cards at the block office on Tuesday and Wednesday.':
    [
      'মঙ্গল আর বুধবার ব্লক অফিসে রেশন কার্ডের নাম-ঠিকানা ঠিক করানো যাবে।',
      'मंगलवार और बुधवार को ब्लॉक ऑफ़िस में राशन कार्ड के नाम और पते ठीक करवा सकते हैं।',
    ],
  'Local farmers will sell winter vegetables directly at the bus stand every Sunday morning.': [
    'প্রতি রবিবার সকালে এলাকার চাষিরা বাসস্ট্যান্ডে নিজেরাই শীতের সবজি বেচবেন।',
    'हर रविवार सुबह इलाक़े के किसान बस स्टैंड पर ख़ुद सर्दियों की सब्ज़ियाँ बेचेंगे।',
  ],
  'The Nabagram public library will stay open until 8 pm on weekdays for students preparing for exams.':
    [
      'পরীক্ষার প্রস্তুতি নেওয়া ছাত্রছাত্রীদের জন্য নবগ্রাম সাধারণ গ্রন্থাগার সোম থেকে শুক্র রাত ৮টা পর্যন্ত খোলা থাকবে।',
      'परीक्षा की तैयारी करने वाले छात्रों के लिए नबग्राम सार्वजनिक पुस्तकालय सोमवार से शुक्रवार रात 8 बजे तक खुला रहेगा।',
    ],
  'Children under five can get polio drops at all booths in town this Sunday, 8 am to 4 pm.': [
    'এই রবিবার সকাল ৮টা থেকে বিকেল ৪টে পর্যন্ত শহরের সব বুথে পাঁচ বছরের কম বয়সি শিশুদের পোলিও খাওয়ানো হবে।',
    'इस रविवार सुबह 8 से शाम 4 बजे तक शहर के सभी बूथों पर पाँच साल से छोटे बच्चों को पोलियो की दवा पिलाई जाएगी।',
  ],
  'WBSEDCL will carry out maintenance on the Station Road feeder; expect power cuts from 10 am to 2 pm.':
    [
      'বিদ্যুৎ দপ্তর স্টেশন রোডের লাইনে মেরামত করবে; সকাল ১০টা থেকে দুপুর ২টো পর্যন্ত বিদ্যুৎ থাকবে না।',
      'बिजली विभाग स्टेशन रोड की लाइन की मरम्मत करेगा; सुबह 10 से दोपहर 2 बजे तक बिजली नहीं रहेगी।',
    ],
  'Rathtala Tigers meet the Station Road XI in the final of the winter cricket tournament on Sunday.':
    [
      'রবিবার শীতকালীন ক্রিকেট প্রতিযোগিতার ফাইনালে রথতলা টাইগার্সের মুখোমুখি স্টেশন রোড একাদশ।',
      'रविवार को सर्दियों के क्रिकेट टूर्नामेंट के फ़ाइनल में रथतला टाइगर्स का मुक़ाबला स्टेशन रोड इलेवन से।',
    ],
  'A new ATM has opened beside Life Care Medical Hall and is available round the clock.': [
    'লাইফ কেয়ার মেডিক্যাল হলের পাশে নতুন এটিএম খুলেছে, দিনরাত চালু।',
    'लाइफ़ केयर मेडिकल हॉल के बगल में नया एटीएम खुला है, चौबीसों घंटे चालू।',
  ],
  'Volunteers cleaned the Bazar Para pond on Saturday; more help is welcome next weekend.': [
    'শনিবার স্বেচ্ছাসেবকেরা বাজারপাড়ার পুকুর পরিষ্কার করেছেন; সামনের সপ্তাহান্তে আরও হাত লাগালে ভালো হয়।',
    'शनिवार को स्वयंसेवकों ने बाज़ार पाड़ा का तालाब साफ़ किया; अगले हफ़्ते के आख़िर में और मदद का स्वागत है।',
  ],
  'Madhyamik candidates can collect their admit cards from their schools from Monday.': [
    'মাধ্যমিক পরীক্ষার্থীরা সোমবার থেকে নিজের স্কুল থেকে অ্যাডমিট কার্ড নিতে পারবে।',
    'माध्यमिक के परीक्षार्थी सोमवार से अपने स्कूल से प्रवेश पत्र ले सकते हैं।',
  ],
  'A new 5:30 am bus to Kolkata now leaves from Nabagram bus stand daily.': [
    'নবগ্রাম বাসস্ট্যান্ড থেকে এখন রোজ ভোর ৫:৩০-এ কলকাতার নতুন বাস ছাড়ে।',
    'नबग्राम बस स्टैंड से अब रोज़ सुबह 5:30 बजे कोलकाता की नई बस चलती है।',
  ],
  'The School Para health sub-centre now has a full-time nurse; vaccinations on Wednesdays.': [
    'স্কুলপাড়ার স্বাস্থ্য উপকেন্দ্রে এখন সারাদিনের নার্স আছেন; টিকা প্রতি বুধবার।',
    'स्कूल पाड़ा के स्वास्थ्य उपकेंद्र में अब पूरे दिन की नर्स हैं; टीके हर बुधवार।',
  ],
  'All puja committees are asked to meet at the police station on Friday to plan the festival arrangements.':
    [
      'উৎসবের ব্যবস্থা ঠিক করতে সব পুজো কমিটিকে শুক্রবার থানায় সভায় আসতে বলা হয়েছে।',
      'त्योहार की तैयारी तय करने के लिए सभी पूजा समितियों को शुक्रवार को थाने में बैठक में बुलाया गया है।',
    ],
  'Heavy rain cooled the town, but the bazar area was waterlogged for several hours.': [
    'জোর বৃষ্টিতে শহর ঠান্ডা হল, তবে বাজার এলাকায় কয়েক ঘণ্টা জল জমে ছিল।',
    'तेज़ बारिश से शहर ठंडा हुआ, पर बाज़ार के इलाक़े में कई घंटे पानी भरा रहा।',
  ],
  'Farmers can apply for subsidised solar irrigation pumps at the block agriculture office.': [
    'ব্লকের কৃষি দপ্তরে চাষিরা ভর্তুকিতে সৌর সেচ পাম্পের জন্য আবেদন করতে পারেন।',
    'किसान ब्लॉक के कृषि कार्यालय में सब्सिडी वाले सोलर सिंचाई पंप के लिए आवेदन कर सकते हैं।',
  ],
  'The post office has opened a second counter to shorten queues for pensions and savings.': [
    'পেনশন আর সঞ্চয়ের লাইন ছোট করতে ডাকঘরে দ্বিতীয় কাউন্টার খোলা হয়েছে।',
    'पेंशन और बचत की लाइन छोटी करने के लिए डाकघर में दूसरा काउंटर खोला गया है।',
  ],
  'Nabagram Girls’ School holds its annual sports day on Saturday; parents are welcome.': [
    'শনিবার নবগ্রাম বালিকা বিদ্যালয়ের বার্ষিক ক্রীড়া; অভিভাবকেরা আমন্ত্রিত।',
    'शनिवार को नबग्राम कन्या विद्यालय का वार्षिक खेल दिवस है; अभिभावक आमंत्रित हैं।',
  ],
  'Mobile data should be faster in the Rathtala area after a tower upgrade this week.': [
    'এই সপ্তাহে টাওয়ারের উন্নতির পর রথতলা এলাকায় মোবাইল ইন্টারনেট আরও জোরে চলবে।',
    'इस हफ़्ते टावर में सुधार के बाद रथतला इलाक़े में मोबाइल इंटरनेट तेज़ चलेगा।',
  ],
  'Town Services needs two delivery riders with their own bicycle or scooter. Call the admin office.':
    [
      'নিজের সাইকেল বা স্কুটার আছে এমন দুজন ডেলিভারির লোক চাই। অফিসে ফোন করুন।',
      'अपनी साइकिल या स्कूटर वाले दो डिलीवरी वाले चाहिए। दफ़्तर में फ़ोन करें।',
    ],
  'Full-time sales assistant; Class 10 pass; 10 am – 9 pm with a weekly off.': [
    'সারাদিনের বিক্রির সহকারী; মাধ্যমিক পাশ; সকাল ১০টা – রাত ৯টা, সপ্তাহে এক দিন ছুটি।',
    'पूरे दिन का बिक्री सहायक; 10वीं पास; सुबह 10 – रात 9 बजे, हफ़्ते में एक दिन छुट्टी।',
  ],
  'Experienced cook for Bengali thali; lunch and dinner shifts.': [
    'বাঙালি থালির জন্য অভিজ্ঞ রাঁধুনি; দুপুর আর রাতের পালা।',
    'बंगाली थाली के लिए अनुभवी रसोइया; दोपहर और रात की पाली।',
  ],
  'Sanjibani Pharmacy is hiring an assistant with a D.Pharm; fresh graduates may apply.': [
    'সঞ্জীবনী ফার্মেসিতে ডি.ফার্ম পাশ সহকারী চাই; সদ্য পাশ করা ছেলেমেয়েরাও আবেদন করতে পারেন।',
    'संजीवनी फ़ार्मेसी को डी.फ़ार्म पास सहायक चाहिए; नए पास हुए भी आवेदन कर सकते हैं।',
  ],
  'A family in School Para is looking for a home tutor for Mathematics and Science.': [
    'স্কুলপাড়ার এক পরিবার অঙ্ক আর বিজ্ঞানের গৃহশিক্ষক খুঁজছেন।',
    'स्कूल पाड़ा का एक परिवार गणित और विज्ञान के लिए घर पर पढ़ाने वाला ट्यूटर ढूँढ रहा है।',
  ],
  'Songs, recitation and a drama by local children, 6 pm onwards.': [
    'পাড়ার ছোটদের গান, আবৃত্তি আর নাটক, সন্ধ্যা ৬টা থেকে।',
    'मोहल्ले के बच्चों के गीत, कविता-पाठ और नाटक, शाम 6 बजे से।',
  ],
  'Blood pressure, sugar and eye check-ups, 9 am – 2 pm at the club room.': [
    'ক্লাবঘরে প্রেশার, সুগার আর চোখ পরীক্ষা, সকাল ৯টা – দুপুর ২টো।',
    'क्लब के कमरे में ब्लड प्रेशर, शुगर और आँखों की जाँच, सुबह 9 – दोपहर 2 बजे।',
  ],
  'Anjali at 9 am followed by cultural programmes.': [
    'সকাল ৯টায় অঞ্জলি, তারপর সাংস্কৃতিক অনুষ্ঠান।',
    'सुबह 9 बजे अंजलि, फिर सांस्कृतिक कार्यक्रम।',
  ],
  'Ten days of stalls, rides and folk music starting Friday evening.': [
    'শুক্রবার সন্ধ্যা থেকে দশ দিন ধরে দোকানপাট, নাগরদোলা আর লোকগান।',
    'शुक्रवार शाम से दस दिन तक दुकानें, झूले और लोकगीत।',
  ],
  'Teachers and alumni talk about courses and scholarships at the school auditorium.': [
    'স্কুলের প্রেক্ষাগৃহে শিক্ষক আর প্রাক্তনীরা পড়াশোনার পথ আর বৃত্তি নিয়ে বলবেন।',
    'स्कूल के सभागार में शिक्षक और पुराने छात्र पढ़ाई के रास्तों और छात्रवृत्तियों पर बात करेंगे।',
  ],
  'Annapurna Grocery: 10% off on orders above ₹1000 this week.': [
    'অন্নপূর্ণা মুদিখানা: এই সপ্তাহে ₹১০০০-এর বেশি অর্ডারে ১০% ছাড়।',
    'अन्नपूर्णा किराना: इस हफ़्ते ₹1000 से ऊपर के ऑर्डर पर 10% छूट।',
  ],
  'Maa Kali Mishti Bhandar, every evening after 7 pm.': [
    'মা কালী মিষ্টান্ন ভাণ্ডার, রোজ সন্ধ্যা ৭টার পর।',
    'माँ काली मिष्टान्न भंडार, हर शाम 7 बजे के बाद।',
  ],
  'Nabagram Mobile Point, while stocks last.': [
    'নবগ্রাম মোবাইল পয়েন্ট, মাল যতক্ষণ থাকে।',
    'नबग्राम मोबाइल पॉइंट, जब तक माल है।',
  ],
  'Bangla Tant Ghar: up to 20% off on handloom saris.': [
    'বাংলা তাঁত ঘর: তাঁতের শাড়িতে ২০% পর্যন্ত ছাড়।',
    'बांग्ला तांत घर: हथकरघा साड़ियों पर 20% तक छूट।',
  ],
  'Sanjibani Pharmacy delivers free on orders above ₹300.': [
    'সঞ্জীবনী ফার্মেসি ₹৩০০-র বেশি অর্ডারে বিনা খরচে বাড়িতে পৌঁছে দেয়।',
    'संजीवनी फ़ार्मेसी ₹300 से ऊपर के ऑर्डर पर मुफ़्त घर पहुँचाती है।',
  ],
  'Pay municipal property tax at the ward office before the end of the month to avoid a fine.': [
    'জরিমানা এড়াতে মাস শেষের আগে ওয়ার্ড অফিসে পুরসভার সম্পত্তি কর জমা দিন।',
    'जुर्माने से बचने के लिए महीना ख़त्म होने से पहले वार्ड ऑफ़िस में नगरपालिका संपत्ति कर जमा करें।',
  ],
  'There will be no municipal water supply on Tuesday morning while the tanks are cleaned.': [
    'ট্যাঙ্ক পরিষ্কারের জন্য মঙ্গলবার সকালে পুরসভার জল আসবে না।',
    'टंकियों की सफ़ाई के कारण मंगलवार सुबह नगरपालिका का पानी नहीं आएगा।',
  ],
  'Check your name in the draft voter list at the block office; claims accepted for two weeks.': [
    'ব্লক অফিসে খসড়া ভোটার তালিকায় নিজের নাম দেখে নিন; দু সপ্তাহ ধরে আবেদন নেওয়া হবে।',
    'ब्लॉक ऑफ़िस में मसौदा मतदाता सूची में अपना नाम देख लें; दो हफ़्ते तक दावे लिए जाएँगे।',
  ],
  'The municipality bans thin plastic carry bags in the bazar; please bring a cloth bag.': [
    'পুরসভা বাজারে পাতলা প্লাস্টিকের ক্যারিব্যাগ নিষিদ্ধ করেছে; কাপড়ের ব্যাগ নিয়ে আসুন।',
    'नगरपालिका ने बाज़ार में पतली प्लास्टिक की थैलियों पर रोक लगा दी है; कपड़े का थैला लेकर आएँ।',
  ],
  'Most shops will close at 4 pm on Kali Puja evening.': [
    'কালীপুজোর দিন বেশির ভাগ দোকান বিকেল ৪টেয় বন্ধ হবে।',
    'काली पूजा की शाम ज़्यादातर दुकानें 4 बजे बंद हो जाएँगी।',
  ],

  // Products
  'Short-grain fragrant rice for payesh and pulao.': [
    'পায়েস আর পোলাওয়ের সুগন্ধি ছোট দানার চাল।',
    'खीर और पुलाव के लिए छोटे दाने का ख़ुशबूदार चावल।',
  ],
  'Everyday white rice, cleaned and sorted.': [
    'রোজকার সাদা চাল, বাছা আর পরিষ্কার।',
    'रोज़ का सफ़ेद चावल, साफ़ और बीना हुआ।',
  ],
  'Chakki-ground atta for soft rotis.': [
    'নরম রুটির জন্য চাকিতে ভাঙা আটা।',
    'नरम रोटी के लिए चक्की का पिसा आटा।',
  ],
  'Red lentils, quick to cook.': ['মসুর ডাল, তাড়াতাড়ি সেদ্ধ হয়।', 'मसूर दाल, जल्दी पकती है।'],
  'Split yellow moong, washed.': ['ধোয়া হলুদ মুগ ডাল।', 'धुली पीली मूँग दाल।'],
  'Cold-pressed mustard oil with a sharp aroma.': [
    'ঘানিতে ভাঙা ঝাঁঝালো সরষের তেল।',
    'कोल्हू का तीखी महक वाला सरसों का तेल।',
  ],
  'Bright, pure haldi.': ['উজ্জ্বল রঙের খাঁটি হলুদ।', 'चटक रंग की शुद्ध हल्दी।'],
  'Refined white sugar.': ['সাদা চিনি।', 'सफ़ेद चीनी।'],
  'Free-flowing iodised salt.': ['ঝরঝরে আয়োডিনযুক্ত নুন।', 'भुरभुरा आयोडीन युक्त नमक।'],
  'Winter nolen gur, set in cakes.': [
    'শীতের নলেন গুড়, পাটালি করে।',
    'सर्दियों का नलेन गुड़, पाटाली में जमा।',
  ],
  'Crisp muri for jhal muri and breakfast.': [
    'ঝালমুড়ি আর জলখাবারের মুচমুচে মুড়ি।',
    'झालमुड़ी और नाश्ते के लिए कुरकुरे मुरमुरे।',
  ],
  'Thick poha for chire bhaja.': ['চিঁড়ে ভাজার জন্য মোটা চিঁড়ে।', 'चिवड़ा भूनने के लिए मोटा पोहा।'],
  'Split Bengal gram.': ['ছোলার ডাল।', 'चने की दाल।'],
  'The Bengali five-spice mix.': ['বাঙালি রান্নার পাঁচফোড়ন।', 'बंगाली पाँच फोड़न मसाला।'],
  'Refined soybean oil, pouch.': ['সয়াবিন তেল, প্যাকেটে।', 'सोयाबीन तेल, पाउच में।'],
  'Light tea-time biscuits.': ['চায়ের সঙ্গে হালকা বিস্কুট।', 'चाय के साथ हल्के बिस्कुट।'],
  'For clothes, long-lasting.': ['জামাকাপড় কাচার, অনেক দিন চলে।', 'कपड़े धोने का, बहुत दिन चलता है।'],
  'Clove and neem toothpaste.': ['লবঙ্গ আর নিমের টুথপেস্ট।', 'लौंग और नीम का टूथपेस्ट।'],
  'Eight-hour coils for the monsoon.': [
    'বর্ষার জন্য আট ঘণ্টার মশার কয়েল।',
    'बरसात के लिए आठ घंटे की मच्छर कॉइल।',
  ],
  'Long-grain basmati for biryani.': [
    'বিরিয়ানির জন্য লম্বা দানার বাসমতী।',
    'बिरयानी के लिए लंबे दाने का बासमती।',
  ],
  'White chickpeas.': ['কাবুলি ছোলা।', 'काबुली चने।'],
  'Pure cow ghee in a jar.': ['বয়ামে খাঁটি গাওয়া ঘি।', 'डिब्बे में शुद्ध गाय का घी।'],
  'Pasteurised pouch milk, delivered mornings.': [
    'প্যাকেটের দুধ, সকালে পৌঁছে দেওয়া হয়।',
    'पाउच का दूध, सुबह पहुँचाया जाता है।',
  ],
  'Fresh paneer block.': ['টাটকা পনিরের টুকরো।', 'ताज़ा पनीर का टुकड़ा।'],
  'Soft sliced bread, baked daily.': ['রোজ সেঁকা নরম পাউরুটি, কাটা।', 'रोज़ सिकी नरम कटी ब्रेड।'],
  'Lemon dishwash gel.': ['লেবুর গন্ধের বাসন মাজার জেল।', 'नींबू वाला बर्तन धोने का जेल।'],
  'Sandal bath soap.': ['চন্দনের সাবান।', 'चंदन का नहाने का साबुन।'],
  'Floury potatoes for aloo posto and curries.': [
    'আলু পোস্ত আর তরকারির জন্য আলু।',
    'आलू पोस्तो और सब्ज़ी के लिए आलू।',
  ],
  'Red onions.': ['লাল পেঁয়াজ।', 'लाल प्याज़।'],
  'Ripe local tomatoes.': ['পাকা দেশি টমেটো।', 'पके देसी टमाटर।'],
  'Round brinjal for begun bhaja.': ['বেগুন ভাজার গোল বেগুন।', 'भाजा के लिए गोल बैंगन।'],
  'Tender potol.': ['কচি পটল।', 'कोमल परवल।'],
  'Medium-sized lau.': ['মাঝারি লাউ।', 'मंझोली लौकी।'],
  'Hot green chillies.': ['ঝাল কাঁচালঙ্কা।', 'तीखी हरी मिर्च।'],
  'Leafy spinach, picked at dawn.': ['ভোরে তোলা পালং শাক।', 'भोर में तोड़ा पालक।'],
  'Winter cauliflower.': ['শীতের ফুলকপি।', 'सर्दियों की फूलगोभी।'],
  'Fresh ginger root.': ['টাটকা আদা।', 'ताज़ा अदरक।'],
  'Whole rohu, cut into curry pieces.': [
    'গোটা রুই, ঝোলের টুকরো করে কাটা।',
    'पूरी रोहू, सालन के टुकड़ों में कटी।',
  ],
  'Large katla, curry cut.': ['বড় কাতলা, ঝোলের টুকরো।', 'बड़ी कतला, सालन के टुकड़े।'],
  'Padma-style ilish, about 900 g each.': [
    'পদ্মার মতো ইলিশ, একেকটা প্রায় ৯০০ গ্রাম।',
    'पद्मा जैसी हिलसा, हर एक लगभग 900 ग्राम।',
  ],
  'Freshwater scampi.': ['গলদা চিংড়ি।', 'मीठे पानी का बड़ा झींगा।'],
  'Small pabda for jhol.': ['ঝোলের ছোট পাবদা।', 'झोल के लिए छोटी पाबदा मछली।'],
  'Broiler chicken, skinless curry cut.': [
    'ব্রয়লার মুরগি, চামড়া ছাড়ানো ঝোলের টুকরো।',
    'ब्रॉयलर चिकन, बिना खाल के सालन के टुकड़े।',
  ],
  'Goat meat, curry cut. Sold out by 9 am.': [
    'খাসির মাংস, ঝোলের টুকরো। সকাল ৯টার মধ্যে শেষ।',
    'बकरे का मीट, सालन के टुकड़े। सुबह 9 बजे तक ख़त्म।',
  ],
  'Country duck eggs.': ['দেশি হাঁসের ডিম।', 'देसी बत्तख के अंडे।'],
  'Farm eggs, one tray.': ['পোলট্রির ডিম, এক ট্রে।', 'फ़ार्म के अंडे, एक ट्रे।'],
  'Ripe Martaman bananas.': ['পাকা মর্তমান কলা।', 'पके मर्तमान केले।'],
  'Shimla apples.': ['সিমলার আপেল।', 'शिमला के सेब।'],
  'Ripe papaya, about 1 kg.': ['পাকা পেঁপে, প্রায় ১ কেজি।', 'पका पपीता, लगभग 1 किलो।'],
  'Crunchy local guava.': ['কচকচে দেশি পেয়ারা।', 'कुरकुरे देसी अमरूद।'],
  'The pride of Bengal, in season.': ['বাংলার গর্ব, মরসুমে।', 'बंगाल की शान, मौसम में।'],
  'Cut to order, with a straw.': ['চাইলে তখনই কেটে, স্ট্র সহ।', 'माँगने पर तभी काटकर, स्ट्रॉ के साथ।'],
  'Darjeeling oranges.': ['দার্জিলিংয়ের কমলালেবু।', 'दार्जिलिंग के संतरे।'],
  'Sweet red pomegranates.': ['মিষ্টি লাল বেদানা।', 'मीठे लाल अनार।'],
  'Spongy rosogolla in light syrup.': ['হালকা রসে নরম রসগোল্লা।', 'हल्की चाशनी में नरम रसगुल्ले।'],
  'Sandesh with date-palm jaggery.': ['খেজুর গুড়ের সন্দেশ।', 'खजूर के गुड़ का संदेश।'],
  'Sweet curd in a clay pot.': ['মাটির ভাঁড়ে মিষ্টি দই।', 'मिट्टी के बर्तन में मीठा दही।'],
  'Fried and soaked, Shaktigarh style.': [
    'ভেজে রসে ডোবানো, শক্তিগড়ের মতো।',
    'तलकर चाशनी में डुबोया, शक्तिगढ़ जैसा।',
  ],
  'Coated with khoa.': ['খোয়া মাখানো।', 'खोये में लिपटा।'],
  'Potato and peanut samosa, evenings only.': [
    'আলু আর চিনেবাদামের শিঙাড়া, শুধু বিকেলে।',
    'आलू और मूँगफली का समोसा, सिर्फ़ शाम को।',
  ],
  'Four kochuri with potato curry.': ['চারটে কচুরি আর আলুর তরকারি।', 'चार कचौड़ी और आलू की सब्ज़ी।'],
  'Crisp salted nimki.': ['মুচমুচে নোনতা নিমকি।', 'कुरकुरी नमकीन निमकी।'],
  'Rice, dal, bhaja, shukto, chutney.': [
    'ভাত, ডাল, ভাজা, শুক্তো, চাটনি।',
    'चावल, दाल, भाजा, शुक्तो, चटनी।',
  ],
  'Veg thali with rohu kalia.': [
    'নিরামিষ থালি আর রুই মাছের কালিয়া।',
    'शाकाहारी थाली के साथ रोहू कालिया।',
  ],
  'Kolkata-style, with potato and egg.': [
    'কলকাতার মতো, আলু আর ডিম সহ।',
    'कोलकाता जैसी, आलू और अंडे के साथ।',
  ],
  'Kolkata-style mutton biryani.': ['কলকাতার মতো মাটন বিরিয়ানি।', 'कोलकाता जैसी मटन बिरयानी।'],
  'Slow-cooked spicy chicken, four pieces.': [
    'ঢিমে আঁচে রাঁধা ঝাল মুরগি, চার টুকরো।',
    'धीमी आँच पर पका मसालेदार चिकन, चार टुकड़े।',
  ],
  'Two eggs in onion-tomato gravy.': ['পেঁয়াজ-টমেটোর ঝোলে দুটো ডিম।', 'प्याज़-टमाटर की ग्रेवी में दो अंडे।'],
  'Plain rice with masoor dal.': ['সাদা ভাত আর মসুর ডাল।', 'सादा चावल और मसूर दाल।'],
  'Potato in poppy-seed paste.': ['পোস্ত বাটায় আলু।', 'खसखस के पेस्ट में आलू।'],
  'Paratha rolled with egg, onion and chilli.': [
    'ডিম, পেঁয়াজ আর লঙ্কা দিয়ে পরোটার রোল।',
    'अंडा, प्याज़ और मिर्च के साथ पराठे का रोल।',
  ],
  'Chicken tikka in a flaky paratha.': ['খাস্তা পরোটায় চিকেন টিক্কা।', 'खस्ता पराठे में चिकन टिक्का।'],
  'Spiced paneer roll.': ['মশলাদার পনির রোল।', 'मसालेदार पनीर रोल।'],
  'Street-style noodles.': ['রাস্তার দোকানের মতো চাউমিন।', 'ठेले जैसी चाउमीन।'],
  'Noodles with chicken and egg.': ['চিকেন আর ডিম দিয়ে চাউমিন।', 'चिकन और अंडे वाली चाउमीन।'],
  'Steamed, with red chutney.': ['ভাপানো, লাল চাটনি সহ।', 'भाप में पके, लाल चटनी के साथ।'],
  'Bhetki fish fry with kasundi.': ['কাসুন্দি দিয়ে ভেটকি মাছের ফ্রাই।', 'कसुंदी के साथ भेटकी मछली फ़्राई।'],
  'Egg-stuffed paratha with potato curry.': [
    'ডিমের মোগলাই পরোটা আর আলুর তরকারি।',
    'अंडा भरा पराठा और आलू की सब्ज़ी।',
  ],
  '25 W charger with cable.': ['২৫ ওয়াটের চার্জার, তার সহ।', '25 वॉट का चार्जर, तार के साथ।'],
  'With microphone, 3.5 mm jack.': ['মাইক সহ, ৩.৫ মিমি জ্যাক।', 'माइक के साथ, 3.5 मिमी जैक।'],
  'Two USB ports, fast charging.': [
    'দুটো ইউএসবি পোর্ট, তাড়াতাড়ি চার্জ হয়।',
    'दो यूएसबी पोर्ट, तेज़ चार्जिंग।',
  ],
  'Silicone cover, popular models.': [
    'সিলিকনের কভার, চালু মডেলের।',
    'सिलिकॉन कवर, चलते मॉडलों के लिए।',
  ],
  'Fitted free in the shop.': ['দোকানেই বিনা খরচে লাগিয়ে দেওয়া হয়।', 'दुकान पर मुफ़्त लगा देते हैं।'],
  'Cool daylight bulb, B22 base.': ['সাদা আলোর বাল্ব, বি২২ প্যাঁচ।', 'सफ़ेद रोशनी का बल्ब, बी22 होल्डर।'],
  'Four sockets with a switch.': ['চারটে সকেট আর একটা সুইচ।', 'चार सॉकेट और एक स्विच।'],
  'LED torch for power cuts.': ['লোডশেডিংয়ের জন্য এলইডি টর্চ।', 'बिजली जाने पर काम की एलईडी टॉर्च।'],
  'Class 10 micro SD card.': [
    'দ্রুত গতির মাইক্রো এসডি কার্ড (ক্লাস ১০)।',
    'तेज़ माइक्रो एसडी कार्ड (क्लास 10)।',
  ],
  'Handwoven cotton tant with a woven border.': [
    'হাতে বোনা সুতির তাঁত, বোনা পাড়।',
    'हाथ से बुनी सूती तांत, बुने किनारे वाली।',
  ],
  'Checked cotton towel.': ['চেক কাটা সুতির গামছা।', 'चारख़ाने वाला सूती गमछा।'],
  'Soft checked lungi.': ['নরম চেক লুঙ্গি।', 'नरम चारख़ाने वाली लुंगी।'],
  'Khadi-style kurta, sizes M–XL.': [
    'খাদির মতো পাঞ্জাবি, মাপ এম–এক্সএল।',
    'खादी जैसा कुर्ता, साइज़ एम–एक्सएल।',
  ],
  'Plain white dhoti with a thin border.': ['সরু পাড়ের সাদা ধুতি।', 'पतले किनारे वाली सादी सफ़ेद धोती।'],
  'Cotton bedsheet with two pillow covers.': [
    'সুতির বিছানার চাদর আর দুটো বালিশের ওয়াড়।',
    'सूती चादर और दो तकिये के कवर।',
  ],
  'White shirt, sizes 24–36.': ['সাদা শার্ট, মাপ ২৪–৩৬।', 'सफ़ेद क़मीज़, साइज़ 24–36।'],
  'Large black umbrella for the rains.': ['বর্ষার বড় কালো ছাতা।', 'बरसात के लिए बड़ा काला छाता।'],
  'Lost-wax brass craft from Bankura.': ['বাঁকুড়ার ডোকরা পিতলের কাজ।', 'बाँकुड़ा का ढोकरा पीतल शिल्प।'],
  'Traditional kansa thala.': ['কাঁসার থালা।', 'काँसे की थाली।'],
  '172 pages, ruled.': ['১৭২ পাতা, লাইন টানা।', '172 पन्ने, लाइन वाले।'],
  'Blue ink.': ['নীল কালি।', 'नीली स्याही।'],
  'Compass, divider, protractor and scales.': [
    'কম্পাস, ডিভাইডার, চাঁদা আর স্কেল।',
    'परकार, डिवाइडर, चाँदा और स्केल।',
  ],
  'A4, 36 sheets.': ['এ৪ মাপ, ৩৬ পাতা।', 'ए4 साइज़, 36 पन्ने।'],
  'Water-resistant, two compartments.': ['জলে ভেজে না, দুটো খোপ।', 'पानी से नहीं भीगता, दो ख़ाने।'],
  '12 colours with a brush.': ['১২ রং, তুলি সহ।', '12 रंग, ब्रश के साथ।'],
  '12-digit desktop calculator.': ['১২ অঙ্কের টেবিল ক্যালকুলেটর।', '12 अंकों वाला मेज़ का कैलकुलेटर।'],
  'For covering textbooks.': ['বইয়ে মলাট দেওয়ার জন্য।', 'किताबों पर जिल्द चढ़ाने के लिए।'],
  'For fever and pain.': ['জ্বর আর ব্যথার জন্য।', 'बुखार और दर्द के लिए।'],
  'Oral rehydration salts, orange flavour.': ['ওআরএস, কমলালেবুর স্বাদ।', 'ओआरएस घोल, संतरे का स्वाद।'],
  'For acidity and heartburn.': ['অম্বল আর বুকজ্বালার জন্য।', 'एसिडिटी और सीने की जलन के लिए।'],
  'Non-drowsy cough syrup.': ['কাশির সিরাপ, ঘুম পায় না।', 'खाँसी का सिरप, नींद नहीं आती।'],
  'For allergies and cold.': ['অ্যালার্জি আর সর্দির জন্য।', 'एलर्जी और ज़ुकाम के लिए।'],
  'For cuts and bathing.': ['কাটাছেঁড়া আর স্নানের জলে।', 'कटने-छिलने पर और नहाने के पानी में।'],
  '10 cm elastic bandage.': ['১০ সেমি চওড়া ইলাস্টিক ব্যান্ডেজ।', '10 सेमी चौड़ी इलास्टिक पट्टी।'],
  'Reads in a minute.': ['এক মিনিটে জ্বর মাপে।', 'एक मिनट में बुखार नापता है।'],
  'Chewable, orange flavour.': ['চিবিয়ে খাওয়ার, কমলালেবুর স্বাদ।', 'चबाने वाली, संतरे का स्वाद।'],
  'For diabetes, on prescription.': ['ডায়াবেটিসের ওষুধ, প্রেসক্রিপশন লাগবে।', 'शुगर की दवा, पर्चे पर।'],
  'For blood pressure, on prescription.': [
    'প্রেশারের ওষুধ, প্রেসক্রিপশন লাগবে।',
    'ब्लड प्रेशर की दवा, पर्चे पर।',
  ],
  'Fits the common glucometer.': ['চালু গ্লুকোমিটারে লাগে।', 'आम ग्लूकोमीटर में लगती हैं।'],
  'For 7–12 kg babies.': ['৭–১২ কেজির শিশুদের জন্য।', '7–12 किलो के बच्चों के लिए।'],
  'Mild and fragrance-free.': ['হালকা, গন্ধ ছাড়া।', 'हल्का, बिना ख़ुशबू का।'],
  'Regular flow.': ['সাধারণ মাপ।', 'सामान्य प्रवाह के लिए।'],
  '70% alcohol.': ['৭০% অ্যালকোহল।', '70% अल्कोहल।'],
  'Five-layer mask.': ['পাঁচ স্তরের মাস্ক।', 'पाँच परतों वाला मास्क।'],
  'Absorbent cotton roll.': ['তুলোর রোল।', 'रुई का रोल।'],
};

const isUnset = (value: unknown) => value === undefined || value === '';

/**
 * The Bengali and Hindi of a seeded record's texts that it does not have yet
 * (a form the record already holds stays as it is), with their search words
 * added to the record's own where the English's are among them.
 */
export function seedTranslationsOf(collection: string, data: DocData): DocData {
  const added: DocData = {};
  const words: string[] = [];
  const keywords = Array.isArray(data['keywords']) ? data['keywords'] : null;
  for (const field of translatedFields[collection] ?? []) {
    const english = data[field];
    const translated = typeof english === 'string' ? inBengaliAndHindi[english] : undefined;
    if (!translated || typeof english !== 'string') continue;
    const [bengali, hindi] = translated;
    if (isUnset(data[`${field}Bn`])) added[`${field}Bn`] = bengali;
    if (isUnset(data[`${field}Hi`])) added[`${field}Hi`] = hindi;
    // A record found by this text in English is found by it in Bengali and Hindi too.
    if (keywords && keywordsFor(english).every((word) => keywords.includes(word))) {
      words.push(...keywordsFor(bengali, hindi));
    }
  }
  if (keywords && words.length > 0) {
    const all = [...keywords, ...words.filter((word) => !keywords.includes(word))];
    if (all.length > keywords.length) added['keywords'] = all;
  }
  return added;
}
