// First-level regions by the names their own people use, where the cities data only has an
// English name ("Bayern" for Bavaria, "四川" for Sichuan). Hand-written facts; keys are folded
// (see engine/text.ts), values are [country, the region's name as the cities file writes it].
export const REGION_LOCAL_NAMES: Readonly<Record<string, readonly [string, string]>> = {
  // Germany
  bayern: ['DE', 'Bavaria'],
  niedersachsen: ['DE', 'Lower Saxony'],
  'nordrhein westfalen': ['DE', 'North Rhine-Westphalia'],
  nrw: ['DE', 'North Rhine-Westphalia'],
  hessen: ['DE', 'Hesse'],
  sachsen: ['DE', 'Saxony'],
  'sachsen anhalt': ['DE', 'Saxony-Anhalt'],
  thuringen: ['DE', 'Thuringia'],
  'baden wuerttemberg': ['DE', 'Baden-Wurttemberg'],
  thueringen: ['DE', 'Thuringia'],
  'freistaat thuringen': ['DE', 'Thuringia'],
  'freistaat bayern': ['DE', 'Bavaria'],
  'freistaat sachsen': ['DE', 'Saxony'],
  'land berlin': ['DE', 'State of Berlin'],
  'freie hansestadt bremen': ['DE', 'Bremen'],
  'freie und hansestadt hamburg': ['DE', 'Hamburg'],
  'meck pomm': ['DE', 'Mecklenburg-Vorpommern'],
  meckpomm: ['DE', 'Mecklenburg-Vorpommern'],
  bawu: ['DE', 'Baden-Wurttemberg'],
  // France
  bretagne: ['FR', 'Brittany'],
  normandie: ['FR', 'Normandy'],
  'nouvelle aquitaine': ['FR', 'New Aquitaine'],
  corse: ['FR', 'Corsica'],
  provence: ['FR', "Provence-Alpes-Côte d'Azur"],
  paca: ['FR', "Provence-Alpes-Côte d'Azur"],
  'provence alpes cote d azur': ['FR', "Provence-Alpes-Côte d'Azur"],
  'region sud': ['FR', "Provence-Alpes-Côte d'Azur"],
  breizh: ['FR', 'Brittany'],
  occitania: ['FR', 'Occitanie'],
  // Spain
  andalucia: ['ES', 'Andalusia'],
  catalunya: ['ES', 'Catalonia'],
  cataluna: ['ES', 'Catalonia'],
  euskadi: ['ES', 'Basque Country'],
  'pais vasco': ['ES', 'Basque Country'],
  'castilla y leon': ['ES', 'Castille and León'],
  'castilla la mancha': ['ES', 'Castille-La Mancha'],
  'comunidad valenciana': ['ES', 'Valencia'],
  navarra: ['ES', 'Navarre'],
  'islas canarias': ['ES', 'Canary Islands'],
  'illes balears': ['ES', 'Balearic Islands'],
  'islas baleares': ['ES', 'Balearic Islands'],
  'principado de asturias': ['ES', 'Asturias'],
  asturies: ['ES', 'Asturias'],
  'comunitat valenciana': ['ES', 'Valencia'],
  'pais valencia': ['ES', 'Valencia'],
  galiza: ['ES', 'Galicia'],
  'comunidad de madrid': ['ES', 'Madrid'],
  'region de murcia': ['ES', 'Murcia'],
  'comunidad foral de navarra': ['ES', 'Navarre'],
  nafarroa: ['ES', 'Navarre'],
  canarias: ['ES', 'Canary Islands'],
  baleares: ['ES', 'Balearic Islands'],
  // Italy
  toscana: ['IT', 'Tuscany'],
  lombardia: ['IT', 'Lombardy'],
  sicilia: ['IT', 'Sicily'],
  sardegna: ['IT', 'Sardinia'],
  piemonte: ['IT', 'Piedmont'],
  puglia: ['IT', 'Apulia'],
  marche: ['IT', 'The Marches'],
  'valle d aosta': ['IT', 'Aosta Valley'],
  'valle daosta': ['IT', 'Aosta Valley'],
  basilicata: ['IT', 'Basilicate'],
  'trentino alto adige sudtirol': ['IT', 'Trentino-Alto Adige'],
  'trentino sudtirol': ['IT', 'Trentino-Alto Adige'],
  'vallee daoste': ['IT', 'Aosta Valley'],
  sardigna: ['IT', 'Sardinia'],
  friuli: ['IT', 'Friuli Venezia Giulia'],
  // Austria and Switzerland
  karnten: ['AT', 'Carinthia'],
  steiermark: ['AT', 'Styria'],
  tirol: ['AT', 'Tyrol'],
  niederosterreich: ['AT', 'Lower Austria'],
  oberosterreich: ['AT', 'Upper Austria'],
  graubunden: ['CH', 'Grisons'],
  wallis: ['CH', 'Valais'],
  kaernten: ['AT', 'Carinthia'],
  niederoesterreich: ['AT', 'Lower Austria'],
  oberoesterreich: ['AT', 'Upper Austria'],
  'basel stadt': ['CH', 'Basel-City'],
  baselland: ['CH', 'Basel-Landschaft'],
  'basel land': ['CH', 'Basel-Landschaft'],
  'canton de geneve': ['CH', 'Geneva'],
  'republique et canton de geneve': ['CH', 'Geneva'],
  grischun: ['CH', 'Grisons'],
  grigioni: ['CH', 'Grisons'],
  luzern: ['CH', 'Lucerne'],
  'sankt gallen': ['CH', 'Saint Gallen'],
  'st gallen': ['CH', 'Saint Gallen'],
  'cantone ticino': ['CH', 'Ticino'],
  // Benelux
  vlaanderen: ['BE', 'Flanders'],
  wallonie: ['BE', 'Wallonia'],
  'noord holland': ['NL', 'North Holland'],
  'zuid holland': ['NL', 'South Holland'],
  'noord brabant': ['NL', 'North Brabant'],
  fryslan: ['NL', 'Friesland'],
  'region de bruxelles capitale': ['BE', 'Brussels Capital'],
  'bruxelles capitale': ['BE', 'Brussels Capital'],
  'brussels hoofdstedelijk gewest': ['BE', 'Brussels Capital'],
  'region wallonne': ['BE', 'Wallonia'],
  wallonien: ['BE', 'Wallonia'],
  'vlaams gewest': ['BE', 'Flanders'],
  // Poland
  mazowieckie: ['PL', 'Mazovia'],
  malopolskie: ['PL', 'Lesser Poland'],
  wielkopolskie: ['PL', 'Greater Poland'],
  slaskie: ['PL', 'Silesia'],
  dolnoslaskie: ['PL', 'Lower Silesia'],
  pomorskie: ['PL', 'Pomerania'],
  'wojewodztwo wielkopolskie': ['PL', 'Greater Poland'],
  'wojewodztwo kujawsko pomorskie': ['PL', 'Kujawsko-Pomorskie'],
  'wojewodztwo malopolskie': ['PL', 'Lesser Poland'],
  'wojewodztwo dolnoslaskie': ['PL', 'Lower Silesia'],
  lubelskie: ['PL', 'Lublin'],
  'wojewodztwo lubelskie': ['PL', 'Lublin'],
  lubuskie: ['PL', 'Lubusz'],
  'wojewodztwo lubuskie': ['PL', 'Lubusz'],
  'wojewodztwo mazowieckie': ['PL', 'Mazovia'],
  opolskie: ['PL', 'Opole Voivodeship'],
  'wojewodztwo opolskie': ['PL', 'Opole Voivodeship'],
  podlaskie: ['PL', 'Podlasie'],
  'wojewodztwo podlaskie': ['PL', 'Podlasie'],
  'wojewodztwo pomorskie': ['PL', 'Pomerania'],
  'wojewodztwo slaskie': ['PL', 'Silesia'],
  podkarpackie: ['PL', 'Subcarpathia'],
  'wojewodztwo podkarpackie': ['PL', 'Subcarpathia'],
  'warminsko mazurskie': ['PL', 'Warmia-Masuria'],
  'wojewodztwo warminsko mazurskie': ['PL', 'Warmia-Masuria'],
  zachodniopomorskie: ['PL', 'West Pomerania'],
  'wojewodztwo zachodniopomorskie': ['PL', 'West Pomerania'],
  lodzkie: ['PL', 'Łódź Voivodeship'],
  'wojewodztwo lodzkie': ['PL', 'Łódź Voivodeship'],
  'wojewodztwo swietokrzyskie': ['PL', 'Świętokrzyskie'],
  // China (with and without 省, "province", or 自治区, "autonomous region"; simplified and
  // traditional characters. The bare names of Beijing, Shanghai, Tianjin, Chongqing and Jilin
  // are the cities')
  四川: ['CN', 'Sichuan'],
  四川省: ['CN', 'Sichuan'],
  广东: ['CN', 'Guangdong'],
  广东省: ['CN', 'Guangdong'],
  浙江: ['CN', 'Zhejiang'],
  浙江省: ['CN', 'Zhejiang'],
  江苏: ['CN', 'Jiangsu'],
  江苏省: ['CN', 'Jiangsu'],
  山东: ['CN', 'Shandong'],
  山东省: ['CN', 'Shandong'],
  河南: ['CN', 'Henan'],
  河南省: ['CN', 'Henan'],
  湖北: ['CN', 'Hubei'],
  湖北省: ['CN', 'Hubei'],
  湖南: ['CN', 'Hunan'],
  湖南省: ['CN', 'Hunan'],
  福建: ['CN', 'Fujian'],
  福建省: ['CN', 'Fujian'],
  云南: ['CN', 'Yunnan'],
  云南省: ['CN', 'Yunnan'],
  西藏: ['CN', 'Tibet'],
  新疆: ['CN', 'Xinjiang'],
  安徽: ['CN', 'Anhui'],
  安徽省: ['CN', 'Anhui'],
  重庆市: ['CN', 'Chongqing'],
  重慶市: ['CN', 'Chongqing'],
  甘肃: ['CN', 'Gansu'],
  甘肃省: ['CN', 'Gansu'],
  甘肅: ['CN', 'Gansu'],
  甘肅省: ['CN', 'Gansu'],
  廣東: ['CN', 'Guangdong'],
  廣東省: ['CN', 'Guangdong'],
  广西: ['CN', 'Guangxi'],
  广西壮族自治区: ['CN', 'Guangxi'],
  廣西: ['CN', 'Guangxi'],
  廣西壯族自治區: ['CN', 'Guangxi'],
  贵州: ['CN', 'Guizhou'],
  贵州省: ['CN', 'Guizhou'],
  貴州: ['CN', 'Guizhou'],
  貴州省: ['CN', 'Guizhou'],
  海南: ['CN', 'Hainan'],
  海南省: ['CN', 'Hainan'],
  河北: ['CN', 'Hebei'],
  河北省: ['CN', 'Hebei'],
  黑龙江: ['CN', 'Heilongjiang'],
  黑龙江省: ['CN', 'Heilongjiang'],
  黑龍江: ['CN', 'Heilongjiang'],
  黑龍江省: ['CN', 'Heilongjiang'],
  内蒙古: ['CN', 'Inner Mongolia'],
  内蒙古自治区: ['CN', 'Inner Mongolia'],
  內蒙古: ['CN', 'Inner Mongolia'],
  內蒙古自治區: ['CN', 'Inner Mongolia'],
  江蘇: ['CN', 'Jiangsu'],
  江蘇省: ['CN', 'Jiangsu'],
  江西: ['CN', 'Jiangxi'],
  江西省: ['CN', 'Jiangxi'],
  吉林省: ['CN', 'Jilin'],
  辽宁: ['CN', 'Liaoning'],
  辽宁省: ['CN', 'Liaoning'],
  遼寧: ['CN', 'Liaoning'],
  遼寧省: ['CN', 'Liaoning'],
  宁夏: ['CN', 'Ningxia'],
  宁夏回族自治区: ['CN', 'Ningxia'],
  寧夏: ['CN', 'Ningxia'],
  寧夏回族自治區: ['CN', 'Ningxia'],
  青海: ['CN', 'Qinghai'],
  青海省: ['CN', 'Qinghai'],
  陕西: ['CN', 'Shaanxi'],
  陕西省: ['CN', 'Shaanxi'],
  陝西: ['CN', 'Shaanxi'],
  陝西省: ['CN', 'Shaanxi'],
  山東: ['CN', 'Shandong'],
  山東省: ['CN', 'Shandong'],
  山西: ['CN', 'Shanxi'],
  山西省: ['CN', 'Shanxi'],
  西藏自治区: ['CN', 'Tibet'],
  西藏自治區: ['CN', 'Tibet'],
  新疆维吾尔自治区: ['CN', 'Xinjiang'],
  新疆維吾爾自治區: ['CN', 'Xinjiang'],
  雲南: ['CN', 'Yunnan'],
  雲南省: ['CN', 'Yunnan'],
  // Japan (each prefecture with its suffix 都, 府 or 県; the bare name too where it is not
  // the name of a big city, as 千葉 and 広島 are)
  北海道: ['JP', 'Hokkaido'],
  沖縄県: ['JP', 'Okinawa'],
  沖縄: ['JP', 'Okinawa'],
  愛知県: ['JP', 'Aichi'],
  愛知: ['JP', 'Aichi'],
  秋田県: ['JP', 'Akita'],
  青森県: ['JP', 'Aomori'],
  千葉県: ['JP', 'Chiba'],
  愛媛県: ['JP', 'Ehime'],
  愛媛: ['JP', 'Ehime'],
  福井県: ['JP', 'Fukui'],
  福岡県: ['JP', 'Fukuoka'],
  福島県: ['JP', 'Fukushima'],
  岐阜県: ['JP', 'Gifu'],
  群馬県: ['JP', 'Gunma'],
  群馬: ['JP', 'Gunma'],
  広島県: ['JP', 'Hiroshima'],
  兵庫県: ['JP', 'Hyōgo'],
  兵庫: ['JP', 'Hyōgo'],
  茨城県: ['JP', 'Ibaraki'],
  茨城: ['JP', 'Ibaraki'],
  石川県: ['JP', 'Ishikawa'],
  石川: ['JP', 'Ishikawa'],
  岩手県: ['JP', 'Iwate'],
  岩手: ['JP', 'Iwate'],
  香川県: ['JP', 'Kagawa'],
  香川: ['JP', 'Kagawa'],
  鹿児島県: ['JP', 'Kagoshima'],
  神奈川県: ['JP', 'Kanagawa'],
  神奈川: ['JP', 'Kanagawa'],
  高知県: ['JP', 'Kochi'],
  熊本県: ['JP', 'Kumamoto'],
  京都府: ['JP', 'Kyoto'],
  三重県: ['JP', 'Mie'],
  三重: ['JP', 'Mie'],
  宮城県: ['JP', 'Miyagi'],
  宮城: ['JP', 'Miyagi'],
  宮崎県: ['JP', 'Miyazaki'],
  長野県: ['JP', 'Nagano'],
  長崎県: ['JP', 'Nagasaki'],
  奈良県: ['JP', 'Nara'],
  新潟県: ['JP', 'Niigata'],
  大分県: ['JP', 'Oita'],
  岡山県: ['JP', 'Okayama'],
  大阪府: ['JP', 'Osaka'],
  佐賀県: ['JP', 'Saga'],
  埼玉県: ['JP', 'Saitama'],
  埼玉: ['JP', 'Saitama'],
  滋賀県: ['JP', 'Shiga'],
  滋賀: ['JP', 'Shiga'],
  島根県: ['JP', 'Shimane'],
  島根: ['JP', 'Shimane'],
  静岡県: ['JP', 'Shizuoka'],
  栃木県: ['JP', 'Tochigi'],
  徳島県: ['JP', 'Tokushima'],
  東京都: ['JP', 'Tokyo'],
  鳥取県: ['JP', 'Tottori'],
  富山県: ['JP', 'Toyama'],
  和歌山県: ['JP', 'Wakayama'],
  山形県: ['JP', 'Yamagata'],
  山口県: ['JP', 'Yamaguchi'],
  山梨県: ['JP', 'Yamanashi'],
  山梨: ['JP', 'Yamanashi'],
  // Canada
  'colombie britannique': ['CA', 'British Columbia'],
  // Taiwan (the ROC's Taiwan Province; 台北 and 高雄 are the cities' own names)
  臺灣省: ['TW', 'Taiwan'],
  台灣省: ['TW', 'Taiwan'],
  台湾省: ['TW', 'Taiwan'],
  // South Korea (foldText decomposes Hangul syllables, so these keys are in conjoining jamo;
  // they look like the syllables. Metropolitan cities' names are the cities' own)
  충청남도: ['KR', 'Chungcheongnam-do'],
  충남: ['KR', 'Chungcheongnam-do'],
  chungcheongnam: ['KR', 'Chungcheongnam-do'],
  chungnam: ['KR', 'Chungcheongnam-do'],
  강원도: ['KR', 'Gangwon-do'],
  강원특별자치도: ['KR', 'Gangwon-do'],
  강원: ['KR', 'Gangwon-do'],
  gangwon: ['KR', 'Gangwon-do'],
  경기도: ['KR', 'Gyeonggi-do'],
  경기: ['KR', 'Gyeonggi-do'],
  gyeonggi: ['KR', 'Gyeonggi-do'],
  경상북도: ['KR', 'Gyeongsangbuk-do'],
  경북: ['KR', 'Gyeongsangbuk-do'],
  gyeongsangbuk: ['KR', 'Gyeongsangbuk-do'],
  gyeongbuk: ['KR', 'Gyeongsangbuk-do'],
  경상남도: ['KR', 'Gyeongsangnam-do'],
  경남: ['KR', 'Gyeongsangnam-do'],
  gyeongsangnam: ['KR', 'Gyeongsangnam-do'],
  gyeongnam: ['KR', 'Gyeongsangnam-do'],
  제주특별자치도: ['KR', 'Jeju-do'],
  제주도: ['KR', 'Jeju-do'],
  전라북도: ['KR', 'Jeollabuk-do'],
  전북특별자치도: ['KR', 'Jeollabuk-do'],
  전북: ['KR', 'Jeollabuk-do'],
  jeollabuk: ['KR', 'Jeollabuk-do'],
  jeonbuk: ['KR', 'Jeollabuk-do'],
  전라남도: ['KR', 'Jeollanam-do'],
  전남: ['KR', 'Jeollanam-do'],
  jeollanam: ['KR', 'Jeollanam-do'],
  jeonnam: ['KR', 'Jeollanam-do'],
  충청북도: ['KR', 'North Chungcheong'],
  충북: ['KR', 'North Chungcheong'],
  'chungcheongbuk do': ['KR', 'North Chungcheong'],
  chungcheongbuk: ['KR', 'North Chungcheong'],
  chungbuk: ['KR', 'North Chungcheong'],
  세종특별자치시: ['KR', 'Sejong-si'],
  세종시: ['KR', 'Sejong-si'],
  // India (Hindi for every state, and the state's own language where that is not Hindi.
  // Folding drops Indic vowel signs, so the keys are consonant skeletons; the comment is the name)
  'अडमन और नकबर दवपसमह': ['IN', 'Andaman and Nicobar'], // अंडमान और निकोबार द्वीपसमूह
  'अडमन और नकबर': ['IN', 'Andaman and Nicobar'], // अंडमान और निकोबार
  'आधर परदश': ['IN', 'Andhra Pradesh'], // आंध्र प्रदेश
  ఆధరపరదశ: ['IN', 'Andhra Pradesh'], // ఆంధ్రప్రదేశ్
  'ఆధర పరదశ': ['IN', 'Andhra Pradesh'], // ఆంధ్ర ప్రదేశ్
  'अरणचल परदश': ['IN', 'Arunachal Pradesh'], // अरुणाचल प्रदेश
  असम: ['IN', 'Assam'],
  অসম: ['IN', 'Assam'],
  बहर: ['IN', 'Bihar'], // बिहार
  छततसगढ: ['IN', 'Chhattisgarh'], // छत्तीसगढ़
  'ददर और नगर हवल और दमन और दव': ['IN', 'Dadra and Nagar Haveli and Daman and Diu'], // दादरा और नगर हवेली और दमन और दीव
  'रषटरय रजधन कषतर दलल': ['IN', 'Delhi'], // राष्ट्रीय राजधानी क्षेत्र दिल्ली
  गव: ['IN', 'Goa'], // गोवा
  गय: ['IN', 'Goa'], // गोंय
  गजरत: ['IN', 'Gujarat'], // गुजरात
  ગજરત: ['IN', 'Gujarat'], // ગુજરાત
  हरयण: ['IN', 'Haryana'], // हरियाणा
  'हमचल परदश': ['IN', 'Himachal Pradesh'], // हिमाचल प्रदेश
  'जमम और कशमर': ['IN', 'Jammu and Kashmir'], // जम्मू और कश्मीर
  'جموں و کشمیر': ['IN', 'Jammu and Kashmir'],
  झरखड: ['IN', 'Jharkhand'], // झारखंड
  झरखणड: ['IN', 'Jharkhand'], // झारखण्ड
  करनटक: ['IN', 'Karnataka'], // कर्नाटक
  ಕರನಟಕ: ['IN', 'Karnataka'], // ಕರ್ನಾಟಕ
  करल: ['IN', 'Kerala'], // केरल
  കരള: ['IN', 'Kerala'], // കേരളം
  लददख: ['IN', 'Ladakh'], // लद्दाख
  लकषदवप: ['IN', 'Lakshadweep'], // लक्षद्वीप
  'मधय परदश': ['IN', 'Madhya Pradesh'], // मध्य प्रदेश
  महरषटर: ['IN', 'Maharashtra'], // महाराष्ट्र
  मणपर: ['IN', 'Manipur'], // मणिपुर
  मघलय: ['IN', 'Meghalaya'], // मेघालय
  मजरम: ['IN', 'Mizoram'], // मिज़ोरम
  नगलड: ['IN', 'Nagaland'], // नागालैंड
  ओडश: ['IN', 'Odisha'], // ओडिशा
  उडस: ['IN', 'Odisha'], // उड़ीसा
  ଓଡଶ: ['IN', 'Odisha'], // ଓଡ଼ିଶା
  orissa: ['IN', 'Odisha'],
  पदचर: ['IN', 'Puducherry'], // पुदुचेरी
  பதசசர: ['IN', 'Puducherry'], // புதுச்சேரி
  पजब: ['IN', 'Punjab'], // पंजाब
  ਪਜਬ: ['IN', 'Punjab'], // ਪੰਜਾਬ
  रजसथन: ['IN', 'Rajasthan'], // राजस्थान
  सककम: ['IN', 'Sikkim'], // सिक्किम
  तमलनड: ['IN', 'Tamil Nadu'], // तमिलनाडु
  தமழநட: ['IN', 'Tamil Nadu'], // தமிழ்நாடு
  'தமழ நட': ['IN', 'Tamil Nadu'], // தமிழ் நாடு
  तलगन: ['IN', 'Telangana'], // तेलंगाना
  తలగణ: ['IN', 'Telangana'], // తెలంగాణ
  তরপর: ['IN', 'Tripura'], // ত্রিপুরা
  'उततर परदश': ['IN', 'Uttar Pradesh'], // उत्तर प्रदेश
  उततरखड: ['IN', 'Uttarakhand'], // उत्तराखंड
  उततरखणड: ['IN', 'Uttarakhand'], // उत्तराखण्ड
  uttaranchal: ['IN', 'Uttarakhand'],
  'पशचम बगल': ['IN', 'West Bengal'], // पश्चिम बंगाल
  পশচমবঙগ: ['IN', 'West Bengal'], // পশ্চিমবঙ্গ
  'পশচম বঙগ': ['IN', 'West Bengal'], // পশ্চিম বঙ্গ
  // Russia (the subject with its kind word, "обл" as addresses shorten "область", and
  // the everyday name where there is one)
  'республика адыгея': ['RU', 'Adygeya Republic'],
  адыгея: ['RU', 'Adygeya Republic'],
  'республика алтаи': ['RU', 'Altai'], // Республика Алтай
  'алтаискии краи': ['RU', 'Altai Krai'], // Алтайский край
  'амурская область': ['RU', 'Amur Oblast'],
  'амурская обл': ['RU', 'Amur Oblast'],
  'архангельская область': ['RU', 'Arkhangelskaya'],
  'архангельская обл': ['RU', 'Arkhangelskaya'],
  'астраханская область': ['RU', 'Astrakhan Oblast'],
  'астраханская обл': ['RU', 'Astrakhan Oblast'],
  'республика башкортостан': ['RU', 'Bashkortostan Republic'],
  башкортостан: ['RU', 'Bashkortostan Republic'],
  башкирия: ['RU', 'Bashkortostan Republic'],
  башҡортостан: ['RU', 'Bashkortostan Republic'],
  'белгородская область': ['RU', 'Belgorod Oblast'],
  'белгородская обл': ['RU', 'Belgorod Oblast'],
  'брянская область': ['RU', 'Bryansk Oblast'],
  'брянская обл': ['RU', 'Bryansk Oblast'],
  'республика бурятия': ['RU', 'Buryatiya Republic'],
  бурятия: ['RU', 'Buryatiya Republic'],
  'чеченская республика': ['RU', 'Chechnya'],
  чечня: ['RU', 'Chechnya'],
  нохчиичоь: ['RU', 'Chechnya'], // Нохчийчоь
  'челябинская область': ['RU', 'Chelyabinsk'],
  'челябинская обл': ['RU', 'Chelyabinsk'],
  'чукотскии автономныи округ': ['RU', 'Chukotka'], // Чукотский автономный округ
  чукотка: ['RU', 'Chukotka'],
  'чувашская республика': ['RU', 'Chuvash Republic'],
  чувашия: ['RU', 'Chuvash Republic'],
  'республика дагестан': ['RU', 'Dagestan'],
  дагестан: ['RU', 'Dagestan'],
  'республика ингушетия': ['RU', 'Ingushetiya Republic'],
  ингушетия: ['RU', 'Ingushetiya Republic'],
  'иркутская область': ['RU', 'Irkutsk Oblast'],
  'иркутская обл': ['RU', 'Irkutsk Oblast'],
  'ивановская область': ['RU', 'Ivanovo Oblast'],
  'ивановская обл': ['RU', 'Ivanovo Oblast'],
  'евреиская автономная область': ['RU', 'Jewish Autonomous Oblast'], // Еврейская автономная область
  'кабардино балкарская республика': ['RU', 'Kabardino-Balkariya Republic'], // Кабардино-Балкарская Республика
  'кабардино балкария': ['RU', 'Kabardino-Balkariya Republic'], // Кабардино-Балкария
  'калининградская область': ['RU', 'Kaliningrad Oblast'],
  'калининградская обл': ['RU', 'Kaliningrad Oblast'],
  'республика калмыкия': ['RU', 'Kalmykiya Republic'],
  калмыкия: ['RU', 'Kalmykiya Republic'],
  'калужская область': ['RU', 'Kaluga Oblast'],
  'калужская обл': ['RU', 'Kaluga Oblast'],
  'камчатскии краи': ['RU', 'Kamchatka'], // Камчатский край
  'карачаево черкесская республика': ['RU', 'Karachayevo-Cherkesiya Republic'], // Карачаево-Черкесская Республика
  'карачаево черкесия': ['RU', 'Karachayevo-Cherkesiya Republic'], // Карачаево-Черкесия
  'республика карелия': ['RU', 'Karelia'],
  карелия: ['RU', 'Karelia'],
  'хабаровскии краи': ['RU', 'Khabarovsk'], // Хабаровский край
  'республика хакасия': ['RU', 'Khakasiya Republic'],
  хакасия: ['RU', 'Khakasiya Republic'],
  'ханты мансиискии автономныи округ югра': ['RU', 'Khanty-Mansia'], // Ханты-Мансийский автономный округ — Югра
  'ханты мансиискии автономныи округ': ['RU', 'Khanty-Mansia'], // Ханты-Мансийский автономный округ
  хмао: ['RU', 'Khanty-Mansia'],
  югра: ['RU', 'Khanty-Mansia'],
  'кировская область': ['RU', 'Kirov Oblast'],
  'кировская обл': ['RU', 'Kirov Oblast'],
  'республика коми': ['RU', 'Komi'],
  'костромская область': ['RU', 'Kostroma Oblast'],
  'костромская обл': ['RU', 'Kostroma Oblast'],
  'краснодарскии краи': ['RU', 'Krasnodar Krai'], // Краснодарский край
  кубань: ['RU', 'Krasnodar Krai'],
  'красноярскии краи': ['RU', 'Krasnoyarsk Krai'], // Красноярский край
  'курганская область': ['RU', 'Kurgan Oblast'],
  'курганская обл': ['RU', 'Kurgan Oblast'],
  'курская область': ['RU', 'Kursk Oblast'],
  'курская обл': ['RU', 'Kursk Oblast'],
  'кемеровская область кузбасс': ['RU', 'Kuzbass'], // Кемеровская область — Кузбасс
  'кемеровская область': ['RU', 'Kuzbass'],
  'кемеровская обл': ['RU', 'Kuzbass'],
  кузбасс: ['RU', 'Kuzbass'],
  'ленинградская область': ['RU', "Leningradskaya Oblast'"],
  'ленинградская обл': ['RU', "Leningradskaya Oblast'"],
  'липецкая область': ['RU', 'Lipetsk Oblast'],
  'липецкая обл': ['RU', 'Lipetsk Oblast'],
  'магаданская область': ['RU', 'Magadan Oblast'],
  'магаданская обл': ['RU', 'Magadan Oblast'],
  'республика марии эл': ['RU', 'Mariy-El Republic'], // Республика Марий Эл
  'марии эл': ['RU', 'Mariy-El Republic'], // Марий Эл
  'республика мордовия': ['RU', 'Mordoviya Republic'],
  мордовия: ['RU', 'Mordoviya Republic'],
  'московская область': ['RU', 'Moscow Oblast'],
  'московская обл': ['RU', 'Moscow Oblast'],
  подмосковье: ['RU', 'Moscow Oblast'],
  'мурманская область': ['RU', 'Murmansk'],
  'мурманская обл': ['RU', 'Murmansk'],
  'ненецкии автономныи округ': ['RU', 'Nenets'], // Ненецкий автономный округ
  'нижегородская область': ['RU', 'Nizhny Novgorod Oblast'],
  'нижегородская обл': ['RU', 'Nizhny Novgorod Oblast'],
  'республика северная осетия алания': ['RU', 'North Ossetia–Alania'], // Республика Северная Осетия — Алания
  'северная осетия алания': ['RU', 'North Ossetia–Alania'], // Северная Осетия — Алания
  'северная осетия': ['RU', 'North Ossetia–Alania'],
  'новгородская область': ['RU', 'Novgorod Oblast'],
  'новгородская обл': ['RU', 'Novgorod Oblast'],
  'новосибирская область': ['RU', 'Novosibirsk Oblast'],
  'новосибирская обл': ['RU', 'Novosibirsk Oblast'],
  'омская область': ['RU', 'Omsk Oblast'],
  'омская обл': ['RU', 'Omsk Oblast'],
  'оренбургская область': ['RU', 'Orenburg Oblast'],
  'оренбургская обл': ['RU', 'Orenburg Oblast'],
  'орловская область': ['RU', 'Oryol oblast'],
  'орловская обл': ['RU', 'Oryol oblast'],
  'пензенская область': ['RU', 'Penza Oblast'],
  'пензенская обл': ['RU', 'Penza Oblast'],
  'пермскии краи': ['RU', 'Perm Krai'], // Пермский край
  прикамье: ['RU', 'Perm Krai'],
  'приморскии краи': ['RU', 'Primorye'], // Приморский край
  приморье: ['RU', 'Primorye'],
  'псковская область': ['RU', 'Pskov Oblast'],
  'псковская обл': ['RU', 'Pskov Oblast'],
  'республика тыва': ['RU', 'Republic of Tyva'],
  тыва: ['RU', 'Republic of Tyva'],
  тува: ['RU', 'Republic of Tyva'],
  'ростовская область': ['RU', 'Rostov'],
  'ростовская обл': ['RU', 'Rostov'],
  'рязанская область': ['RU', 'Ryazan Oblast'],
  'рязанская обл': ['RU', 'Ryazan Oblast'],
  'республика саха якутия': ['RU', 'Sakha'], // Республика Саха (Якутия)
  'республика саха': ['RU', 'Sakha'],
  якутия: ['RU', 'Sakha'],
  'сахалинская область': ['RU', 'Sakhalin Oblast'],
  'сахалинская обл': ['RU', 'Sakhalin Oblast'],
  'самарская область': ['RU', 'Samara Oblast'],
  'самарская обл': ['RU', 'Samara Oblast'],
  'саратовская область': ['RU', 'Saratov Oblast'],
  'саратовская обл': ['RU', 'Saratov Oblast'],
  'смоленская область': ['RU', 'Smolensk Oblast'],
  'смоленская обл': ['RU', 'Smolensk Oblast'],
  'ставропольскии краи': ['RU', 'Stavropol Kray'], // Ставропольский край
  ставрополье: ['RU', 'Stavropol Kray'],
  'свердловская область': ['RU', 'Sverdlovsk Oblast'],
  'свердловская обл': ['RU', 'Sverdlovsk Oblast'],
  'тамбовская область': ['RU', 'Tambov Oblast'],
  'тамбовская обл': ['RU', 'Tambov Oblast'],
  'республика татарстан': ['RU', 'Tatarstan Republic'],
  татарстан: ['RU', 'Tatarstan Republic'],
  'татарстан республикасы': ['RU', 'Tatarstan Republic'],
  'томская область': ['RU', 'Tomsk Oblast'],
  'томская обл': ['RU', 'Tomsk Oblast'],
  'тульская область': ['RU', 'Tula Oblast'],
  'тульская обл': ['RU', 'Tula Oblast'],
  'тверская область': ['RU', 'Tver Oblast'],
  'тверская обл': ['RU', 'Tver Oblast'],
  'тюменская область': ['RU', 'Tyumen Oblast'],
  'тюменская обл': ['RU', 'Tyumen Oblast'],
  'удмуртская республика': ['RU', 'Udmurtiya Republic'],
  удмуртия: ['RU', 'Udmurtiya Republic'],
  'ульяновская область': ['RU', 'Ulyanovsk'],
  'ульяновская обл': ['RU', 'Ulyanovsk'],
  'владимирская область': ['RU', 'Vladimir Oblast'],
  'владимирская обл': ['RU', 'Vladimir Oblast'],
  'волгоградская область': ['RU', 'Volgograd Oblast'],
  'волгоградская обл': ['RU', 'Volgograd Oblast'],
  'вологодская область': ['RU', 'Vologda Oblast'],
  'вологодская обл': ['RU', 'Vologda Oblast'],
  'воронежская область': ['RU', 'Voronezh Oblast'],
  'воронежская обл': ['RU', 'Voronezh Oblast'],
  'ямало ненецкии автономныи округ': ['RU', 'Yamalo-Nenets'], // Ямало-Ненецкий автономный округ
  янао: ['RU', 'Yamalo-Nenets'],
  ямал: ['RU', 'Yamalo-Nenets'],
  'ярославская область': ['RU', 'Yaroslavl Oblast'],
  'ярославская обл': ['RU', 'Yaroslavl Oblast'],
  'забаикальскии краи': ['RU', 'Zabaykalskiy (Transbaikal) Kray'], // Забайкальский край
  забаикалье: ['RU', 'Zabaykalskiy (Transbaikal) Kray'], // Забайкалье
  // Ukraine (the oblast with its kind word, "обл", and the everyday "-щина" name)
  'черкаська область': ['UA', 'Cherkasy'],
  'черкаська обл': ['UA', 'Cherkasy'],
  черкащина: ['UA', 'Cherkasy'],
  'чернігівська область': ['UA', 'Chernihiv Oblast'],
  'чернігівська обл': ['UA', 'Chernihiv Oblast'],
  чернігівщина: ['UA', 'Chernihiv Oblast'],
  'чернівецька область': ['UA', 'Chernivtsi'],
  'чернівецька обл': ['UA', 'Chernivtsi'],
  'автономна республіка крим': ['UA', 'Crimea'],
  крим: ['UA', 'Crimea'],
  крым: ['UA', 'Crimea'],
  'республика крым': ['UA', 'Crimea'],
  qirim: ['UA', 'Crimea'],
  'дніпропетровська область': ['UA', 'Dnipropetrovsk'],
  'дніпропетровська обл': ['UA', 'Dnipropetrovsk'],
  дніпропетровщина: ['UA', 'Dnipropetrovsk'],
  'донецька область': ['UA', 'Donetsk'],
  'донецька обл': ['UA', 'Donetsk'],
  донеччина: ['UA', 'Donetsk'],
  'івано франківська область': ['UA', 'Ivano-Frankivsk'], // Івано-Франківська область
  'івано франківська обл': ['UA', 'Ivano-Frankivsk'], // Івано-Франківська обл
  прикарпаття: ['UA', 'Ivano-Frankivsk'],
  'харківська область': ['UA', 'Kharkiv'],
  'харківська обл': ['UA', 'Kharkiv'],
  харківщина: ['UA', 'Kharkiv'],
  'херсонська область': ['UA', 'Kherson'],
  'херсонська обл': ['UA', 'Kherson'],
  херсонщина: ['UA', 'Kherson'],
  'хмельницька область': ['UA', 'Khmelnytskyi'],
  'хмельницька обл': ['UA', 'Khmelnytskyi'],
  хмельниччина: ['UA', 'Khmelnytskyi'],
  'кіровоградська область': ['UA', 'Kirovohrad'],
  'кіровоградська обл': ['UA', 'Kirovohrad'],
  кіровоградщина: ['UA', 'Kirovohrad'],
  'киівська область': ['UA', 'Kyiv Oblast'], // Київська область
  'киівська обл': ['UA', 'Kyiv Oblast'], // Київська обл
  киівщина: ['UA', 'Kyiv Oblast'], // Київщина
  'луганська область': ['UA', 'Luhansk'],
  'луганська обл': ['UA', 'Luhansk'],
  луганщина: ['UA', 'Luhansk'],
  'львівська область': ['UA', 'Lviv'],
  'львівська обл': ['UA', 'Lviv'],
  львівщина: ['UA', 'Lviv'],
  'миколаівська область': ['UA', 'Mykolaiv'], // Миколаївська область
  'миколаівська обл': ['UA', 'Mykolaiv'], // Миколаївська обл
  миколаівщина: ['UA', 'Mykolaiv'], // Миколаївщина
  'одеська область': ['UA', 'Odesa'],
  'одеська обл': ['UA', 'Odesa'],
  одещина: ['UA', 'Odesa'],
  'полтавська область': ['UA', 'Poltava'],
  'полтавська обл': ['UA', 'Poltava'],
  полтавщина: ['UA', 'Poltava'],
  'рівненська область': ['UA', 'Rivne Oblast'],
  'рівненська обл': ['UA', 'Rivne Oblast'],
  рівненщина: ['UA', 'Rivne Oblast'],
  'сумська область': ['UA', 'Sumy'],
  'сумська обл': ['UA', 'Sumy'],
  сумщина: ['UA', 'Sumy'],
  'тернопільська область': ['UA', 'Ternopil'],
  'тернопільська обл': ['UA', 'Ternopil'],
  тернопільщина: ['UA', 'Ternopil'],
  'вінницька область': ['UA', 'Vinnytsia'],
  'вінницька обл': ['UA', 'Vinnytsia'],
  вінниччина: ['UA', 'Vinnytsia'],
  'волинська область': ['UA', 'Volyn'],
  'волинська обл': ['UA', 'Volyn'],
  волинь: ['UA', 'Volyn'],
  'закарпатська область': ['UA', 'Zakarpattia'],
  'закарпатська обл': ['UA', 'Zakarpattia'],
  закарпаття: ['UA', 'Zakarpattia'],
  'запорізька область': ['UA', 'Zaporizhzhia'],
  'запорізька обл': ['UA', 'Zaporizhzhia'],
  'житомирська область': ['UA', 'Zhytomyr Oblast'],
  'житомирська обл': ['UA', 'Zhytomyr Oblast'],
  житомирщина: ['UA', 'Zhytomyr Oblast'],
  // Thailand (the bigger provinces; จังหวัด is "province". Folding drops Thai vowel and tone
  // marks; the comment is the name)
  จงหวดนครราชสมา: ['TH', 'Nakhon Ratchasima'], // จังหวัดนครราชสีมา
  จงหวดอบลราชธาน: ['TH', 'Ubon Ratchathani'], // จังหวัดอุบลราชธานี
  จงหวดขอนแกน: ['TH', 'Khon Kaen'], // จังหวัดขอนแก่น
  จงหวดเชยงใหม: ['TH', 'Chiang Mai'], // จังหวัดเชียงใหม่
  จงหวดอดรธาน: ['TH', 'Udon Thani'], // จังหวัดอุดรธานี
  บรรมย: ['TH', 'Buriram'], // บุรีรัมย์
  จงหวดบรรมย: ['TH', 'Buriram'], // จังหวัดบุรีรัมย์
  ศรสะเกษ: ['TH', 'Si Sa Ket'], // ศรีสะเกษ
  จงหวดศรสะเกษ: ['TH', 'Si Sa Ket'], // จังหวัดศรีสะเกษ
  จงหวดนครศรธรรมราช: ['TH', 'Nakhon Si Thammarat'], // จังหวัดนครศรีธรรมราช
  จงหวดชลบร: ['TH', 'Chon Buri'], // จังหวัดชลบุรี
  สรนทร: ['TH', 'Surin'], // สุรินทร์
  จงหวดสรนทร: ['TH', 'Surin'], // จังหวัดสุรินทร์
  จงหวดสมทรปราการ: ['TH', 'Samut Prakan'], // จังหวัดสมุทรปราการ
  สงขลา: ['TH', 'Songkhla'],
  จงหวดสงขลา: ['TH', 'Songkhla'], // จังหวัดสงขลา
  รอยเอด: ['TH', 'Roi Et'], // ร้อยเอ็ด
  จงหวดรอยเอด: ['TH', 'Roi Et'], // จังหวัดร้อยเอ็ด
  เชยงราย: ['TH', 'Chiang Rai'], // เชียงราย
  จงหวดเชยงราย: ['TH', 'Chiang Rai'], // จังหวัดเชียงราย
  นนทบร: ['TH', 'Nonthaburi'], // นนทบุรี
  จงหวดนนทบร: ['TH', 'Nonthaburi'], // จังหวัดนนทบุรี
  สกลนคร: ['TH', 'Sakon Nakhon'],
  จงหวดสกลนคร: ['TH', 'Sakon Nakhon'], // จังหวัดสกลนคร
  นครสวรรค: ['TH', 'Nakhon Sawan'], // นครสวรรค์
  จงหวดนครสวรรค: ['TH', 'Nakhon Sawan'], // จังหวัดนครสวรรค์
  กาฬสนธ: ['TH', 'Kalasin'], // กาฬสินธุ์
  จงหวดกาฬสนธ: ['TH', 'Kalasin'], // จังหวัดกาฬสินธุ์
  ปทมธาน: ['TH', 'Pathum Thani'], // ปทุมธานี
  จงหวดปทมธาน: ['TH', 'Pathum Thani'], // จังหวัดปทุมธานี
  ชยภม: ['TH', 'Chaiyaphum'], // ชัยภูมิ
  จงหวดชยภม: ['TH', 'Chaiyaphum'], // จังหวัดชัยภูมิ
  จงหวดสราษฎรธาน: ['TH', 'Surat Thani'], // จังหวัดสุราษฎร์ธานี
  เพชรบรณ: ['TH', 'Phetchabun'], // เพชรบูรณ์
  จงหวดเพชรบรณ: ['TH', 'Phetchabun'], // จังหวัดเพชรบูรณ์
  มหาสารคาม: ['TH', 'Maha Sarakham'],
  จงหวดมหาสารคาม: ['TH', 'Maha Sarakham'], // จังหวัดมหาสารคาม
  ภเกต: ['TH', 'Phuket'], // ภูเก็ต
  จงหวดภเกต: ['TH', 'Phuket'], // จังหวัดภูเก็ต
  จงหวดระยอง: ['TH', 'Rayong'], // จังหวัดระยอง
  // Iran (استان is "province")
  البرز: ['IR', 'Alborz Province'],
  'استان البرز': ['IR', 'Alborz Province'],
  'استان اردبیل': ['IR', 'Ardabil Province'],
  'استان بوشهر': ['IR', 'Bushehr'],
  'چهارمحال و بختیاری': ['IR', 'Chaharmahal and Bakhtiari'],
  'استان چهارمحال و بختیاری': ['IR', 'Chaharmahal and Bakhtiari'],
  'اذربایجان شرقی': ['IR', 'East Azerbaijan'], // آذربایجان شرقی
  'استان اذربایجان شرقی': ['IR', 'East Azerbaijan'], // استان آذربایجان شرقی
  فارس: ['IR', 'Fars'],
  'استان فارس': ['IR', 'Fars'],
  گیلان: ['IR', 'Gilan Province'],
  'استان گیلان': ['IR', 'Gilan Province'],
  گلستان: ['IR', 'Golestan'],
  'استان گلستان': ['IR', 'Golestan'],
  'استان همدان': ['IR', 'Hamadan Province'],
  هرمزگان: ['IR', 'Hormozgan'],
  'استان هرمزگان': ['IR', 'Hormozgan'],
  'استان ایلام': ['IR', 'Ilam Province'],
  'استان اصفهان': ['IR', 'Isfahan'],
  'استان کرمان': ['IR', 'Kerman'],
  'استان کرمانشاه': ['IR', 'Kermanshah Province'],
  خوزستان: ['IR', 'Khuzestan'],
  'استان خوزستان': ['IR', 'Khuzestan'],
  'کهگیلویه و بویراحمد': ['IR', 'Kohgiluyeh and Boyer-Ahmad'],
  'استان کهگیلویه و بویراحمد': ['IR', 'Kohgiluyeh and Boyer-Ahmad'],
  کردستان: ['IR', 'Kurdistan Province'],
  'استان کردستان': ['IR', 'Kurdistan Province'],
  لرستان: ['IR', 'Lorestan Province'],
  'استان لرستان': ['IR', 'Lorestan Province'],
  مرکزی: ['IR', 'Markazi'],
  'استان مرکزی': ['IR', 'Markazi'],
  مازندران: ['IR', 'Māzandarān'],
  'استان مازندران': ['IR', 'Māzandarān'],
  'خراسان شمالی': ['IR', 'North Khorasan'],
  'استان خراسان شمالی': ['IR', 'North Khorasan'],
  'استان قزوین': ['IR', 'Qazvin Province'],
  'استان قم': ['IR', 'Qom Province'],
  'خراسان رضوی': ['IR', 'Razavi Khorasan'],
  'استان خراسان رضوی': ['IR', 'Razavi Khorasan'],
  'استان سمنان': ['IR', 'Semnan'],
  'سیستان و بلوچستان': ['IR', 'Sistan and Baluchestan'],
  'استان سیستان و بلوچستان': ['IR', 'Sistan and Baluchestan'],
  'خراسان جنوبی': ['IR', 'South Khorasan Province'],
  'استان خراسان جنوبی': ['IR', 'South Khorasan Province'],
  'استان تهران': ['IR', 'Tehran'],
  'اذربایجان غربی': ['IR', 'West Azerbaijan'], // آذربایجان غربی
  'استان اذربایجان غربی': ['IR', 'West Azerbaijan'], // استان آذربایجان غربی
  'استان یزد': ['IR', 'Yazd Province'],
  'استان زنجان': ['IR', 'Zanjan'],
  // Egypt (محافظة is "governorate")
  'محافظة الاسكندرية': ['EG', 'Alexandria'], // محافظة الإسكندرية
  'محافظة اسوان': ['EG', 'Aswan'], // محافظة أسوان
  'محافظة اسيوط': ['EG', 'Asyut'], // محافظة أسيوط
  البحيرة: ['EG', 'Beheira'],
  'محافظة البحيرة': ['EG', 'Beheira'],
  'محافظة بني سويف': ['EG', 'Beni Suweif'],
  'محافظة القاهرة': ['EG', 'Cairo'],
  الدقهلية: ['EG', 'Dakahlia'],
  'محافظة الدقهلية': ['EG', 'Dakahlia'],
  'محافظة دمياط': ['EG', 'Damietta'],
  'محافظة الفيوم': ['EG', 'Faiyum'],
  الغربية: ['EG', 'Gharbia'],
  'محافظة الغربية': ['EG', 'Gharbia'],
  'محافظة الجيزة': ['EG', 'Giza'],
  'محافظة الاسماعيلية': ['EG', 'Ismailia'], // محافظة الإسماعيلية
  'محافظة كفر الشيخ': ['EG', 'Kafr el-Sheikh'],
  'محافظة الاقصر': ['EG', 'Luxor'], // محافظة الأقصر
  مطروح: ['EG', 'Matruh'],
  'محافظة مطروح': ['EG', 'Matruh'],
  'محافظة المنيا': ['EG', 'Minya'],
  المنوفية: ['EG', 'Monufia'],
  'محافظة المنوفية': ['EG', 'Monufia'],
  'الوادي الجديد': ['EG', 'New Valley'],
  'محافظة الوادي الجديد': ['EG', 'New Valley'],
  'شمال سيناء': ['EG', 'North Sinai'],
  'محافظة شمال سيناء': ['EG', 'North Sinai'],
  'محافظة بورسعيد': ['EG', 'Port Said'],
  القليوبية: ['EG', 'Qalyubia'],
  'محافظة القليوبية': ['EG', 'Qalyubia'],
  'محافظة قنا': ['EG', 'Qena'],
  'البحر الاحمر': ['EG', 'Red Sea'], // البحر الأحمر
  'محافظة البحر الاحمر': ['EG', 'Red Sea'], // محافظة البحر الأحمر
  الشرقية: ['EG', 'Sharqia'],
  'محافظة الشرقية': ['EG', 'Sharqia'],
  'محافظة سوهاج': ['EG', 'Sohag'],
  'جنوب سيناء': ['EG', 'South Sinai'],
  'محافظة جنوب سيناء': ['EG', 'South Sinai'],
  'محافظة السويس': ['EG', 'Suez'],
  // Saudi Arabia (منطقة is "region")
  عسير: ['SA', "'Asir Region"],
  'منطقة عسير': ['SA', "'Asir Region"],
  الباحة: ['SA', 'Al Bahah Region'],
  'منطقة الباحة': ['SA', 'Al Bahah Region'],
  الجوف: ['SA', 'Al Jawf Region'],
  'منطقة الجوف': ['SA', 'Al Jawf Region'],
  القصيم: ['SA', 'Al-Qassim Region'],
  'منطقة القصيم': ['SA', 'Al-Qassim Region'],
  'المنطقة الشرقية': ['SA', 'Eastern Province'],
  'منطقة حايل': ['SA', "Ha'il Region"], // منطقة حائل
  جيزان: ['SA', 'Jazan Region'],
  'منطقة جازان': ['SA', 'Jazan Region'],
  'منطقة مكة المكرمة': ['SA', 'Mecca Region'],
  'منطقة مكة': ['SA', 'Mecca Region'],
  'منطقة المدينة المنورة': ['SA', 'Medina Region'],
  'منطقة المدينة': ['SA', 'Medina Region'],
  'منطقة نجران': ['SA', 'Najran Region'],
  'الحدود الشمالية': ['SA', 'Northern Borders Region'],
  'منطقة الحدود الشمالية': ['SA', 'Northern Borders Region'],
  'منطقة الرياض': ['SA', 'Riyadh Region'],
  'منطقة تبوك': ['SA', 'Tabuk Region'],
  // Greece (nominative, the official genitive after Περιφέρεια, and common Latin spellings)
  αττικη: ['GR', 'Attica'], // Αττική
  'περιφερεια αττικησ': ['GR', 'Attica'], // Περιφέρεια Αττικής
  attiki: ['GR', 'Attica'],
  'στερεα ελλαδα': ['GR', 'Central Greece'], // Στερεά Ελλάδα
  'περιφερεια στερεασ ελλαδασ': ['GR', 'Central Greece'], // Περιφέρεια Στερεάς Ελλάδας
  'sterea ellada': ['GR', 'Central Greece'],
  'κεντρικη μακεδονια': ['GR', 'Central Macedonia'], // Κεντρική Μακεδονία
  'περιφερεια κεντρικησ μακεδονιασ': ['GR', 'Central Macedonia'], // Περιφέρεια Κεντρικής Μακεδονίας
  'kentriki makedonia': ['GR', 'Central Macedonia'],
  κρητη: ['GR', 'Crete'], // Κρήτη
  'περιφερεια κρητησ': ['GR', 'Crete'], // Περιφέρεια Κρήτης
  kriti: ['GR', 'Crete'],
  'ανατολικη μακεδονια και θρακη': ['GR', 'East Macedonia and Thrace'], // Ανατολική Μακεδονία και Θράκη
  'περιφερεια ανατολικησ μακεδονιασ και θρακησ': ['GR', 'East Macedonia and Thrace'], // Περιφέρεια Ανατολικής Μακεδονίας και Θράκης
  ηπειροσ: ['GR', 'Epirus'], // Ήπειρος
  'περιφερεια ηπειρου': ['GR', 'Epirus'], // Περιφέρεια Ηπείρου
  ipeiros: ['GR', 'Epirus'],
  'ιονια νησια': ['GR', 'Ionian Islands'], // Ιόνια Νησιά
  'περιφερεια ιονιων νησων': ['GR', 'Ionian Islands'], // Περιφέρεια Ιονίων Νήσων
  'βορειο αιγαιο': ['GR', 'North Aegean'], // Βόρειο Αιγαίο
  'περιφερεια βορειου αιγαιου': ['GR', 'North Aegean'], // Περιφέρεια Βορείου Αιγαίου
  πελοποννησοσ: ['GR', 'Peloponnese'], // Πελοπόννησος
  'περιφερεια πελοποννησου': ['GR', 'Peloponnese'], // Περιφέρεια Πελοποννήσου
  peloponnisos: ['GR', 'Peloponnese'],
  'νοτιο αιγαιο': ['GR', 'South Aegean'], // Νότιο Αιγαίο
  'περιφερεια νοτιου αιγαιου': ['GR', 'South Aegean'], // Περιφέρεια Νοτίου Αιγαίου
  θεσσαλια: ['GR', 'Thessaly'], // Θεσσαλία
  'περιφερεια θεσσαλιασ': ['GR', 'Thessaly'], // Περιφέρεια Θεσσαλίας
  thessalia: ['GR', 'Thessaly'],
  'δυτικη ελλαδα': ['GR', 'West Greece'], // Δυτική Ελλάδα
  'περιφερεια δυτικησ ελλαδασ': ['GR', 'West Greece'], // Περιφέρεια Δυτικής Ελλάδας
  'dytiki ellada': ['GR', 'West Greece'],
  'δυτικη μακεδονια': ['GR', 'West Macedonia'], // Δυτική Μακεδονία
  'περιφερεια δυτικησ μακεδονιασ': ['GR', 'West Macedonia'], // Περιφέρεια Δυτικής Μακεδονίας
  'dytiki makedonia': ['GR', 'West Macedonia'],
  // Israel (מחוז is "district")
  'מחוז המרכז': ['IL', 'Central District'],
  'מחוז חיפה': ['IL', 'Haifa'],
  'מחוז ירושלים': ['IL', 'Jerusalem'],
  'יהודה ושומרון': ['IL', 'Judea and Samaria Area'],
  'אזור יהודה ושומרון': ['IL', 'Judea and Samaria Area'],
  'מחוז הצפון': ['IL', 'Northern District'],
  'מחוז הדרום': ['IL', 'Southern District'],
  'מחוז תל אביב': ['IL', 'Tel Aviv'],
  // Bangladesh (বিভাগ is "division"; Barishal and Chattogram are the official spellings since 2018)
  'বরশল বভগ': ['BD', 'Barisal Division'], // বরিশাল বিভাগ
  'barishal division': ['BD', 'Barisal Division'],
  'চটটগরম বভগ': ['BD', 'Chittagong'], // চট্টগ্রাম বিভাগ
  'chattogram division': ['BD', 'Chittagong'],
  'ঢক বভগ': ['BD', 'Dhaka Division'], // ঢাকা বিভাগ
  'খলন বভগ': ['BD', 'Khulna Division'], // খুলনা বিভাগ
  'মযমনসহ বভগ': ['BD', 'Mymensingh Division'], // ময়মনসিংহ বিভাগ
  'রজশহ বভগ': ['BD', 'Rajshahi Division'], // রাজশাহী বিভাগ
  'রপর বভগ': ['BD', 'Rangpur Division'], // রংপুর বিভাগ
  'সলট বভগ': ['BD', 'Sylhet Division'], // সিলেট বিভাগ
  // Pakistan (Urdu; Pashto and Sindhi spellings; everyday abbreviations and the former NWFP)
  'ازاد کشمیر': ['PK', 'Azad Kashmir'], // آزاد کشمیر
  'ازاد جموں و کشمیر': ['PK', 'Azad Kashmir'], // آزاد جموں و کشمیر
  ajk: ['PK', 'Azad Kashmir'],
  بلوچستان: ['PK', 'Balochistan'],
  'گلگت بلتستان': ['PK', 'Gilgit-Baltistan'],
  'خیبر پختونخوا': ['PK', 'Khyber Pakhtunkhwa'],
  'خیبر پښتونخوا': ['PK', 'Khyber Pakhtunkhwa'],
  kpk: ['PK', 'Khyber Pakhtunkhwa'],
  nwfp: ['PK', 'Khyber Pakhtunkhwa'],
  پنجاب: ['PK', 'Punjab'],
  سندھ: ['PK', 'Sindh'],
  سنڌ: ['PK', 'Sindh'],
  // Vietnam (thành phố, "city", often written TP, for the centrally run cities)
  'thanh pho ha noi': ['VN', 'Hanoi'],
  'tp ha noi': ['VN', 'Hanoi'],
  'tp ho chi minh': ['VN', 'Ho Chi Minh City (HCMC)'],
  'tp hcm': ['VN', 'Ho Chi Minh City (HCMC)'],
  'thanh pho da nang': ['VN', 'Da Nang City'],
  'tp da nang': ['VN', 'Da Nang City'],
  'thanh pho hai phong': ['VN', 'Hai Phong'],
  'tp hai phong': ['VN', 'Hai Phong'],
  'thanh pho can tho': ['VN', 'Can Tho City'],
  'tp can tho': ['VN', 'Can Tho City'],
  'tp hue': ['VN', 'Thừa Thiên Huế Province'],
  daklak: ['VN', 'Dak Lak'],
  // Mexico
  'estado de mexico': ['MX', 'México'],
  edomex: ['MX', 'México'],
  'edo mex': ['MX', 'México'],
  'edo de mexico': ['MX', 'México'],
  'michoacan de ocampo': ['MX', 'Michoacán'],
  'coahuila de zaragoza': ['MX', 'Coahuila'],
  'veracruz de ignacio de la llave': ['MX', 'Veracruz'],
  'queretaro de arteaga': ['MX', 'Querétaro'],
  // Argentina
  caba: ['AR', 'Buenos Aires F.D.'],
  'capital federal': ['AR', 'Buenos Aires F.D.'],
  'provincia de buenos aires': ['AR', 'Buenos Aires'],
  'tierra del fuego antartida e islas del atlantico sur': ['AR', 'Tierra del Fuego'],
  // Portugal
  acores: ['PT', 'Azores'],
  'regiao autonoma dos acores': ['PT', 'Azores'],
  'regiao autonoma da madeira': ['PT', 'Madeira'],
  'distrito de lisboa': ['PT', 'Lisbon'],
  'distrito do porto': ['PT', 'Porto'],
  // Czechia (kraj is "region")
  'karlovarsky kraj': ['CZ', 'Carlsbad Region'],
  'stredocesky kraj': ['CZ', 'Central Bohemia'],
  'kralovehradecky kraj': ['CZ', 'Hradec Králové Region'],
  'liberecky kraj': ['CZ', 'Liberec Region'],
  'moravskoslezsky kraj': ['CZ', 'Moravian-Silesian Region'],
  'olomoucky kraj': ['CZ', 'Olomouc Region'],
  'pardubicky kraj': ['CZ', 'Pardubice Region'],
  'plzensky kraj': ['CZ', 'Plzeň Region'],
  'hlavni mesto praha': ['CZ', 'Prague'],
  'jihocesky kraj': ['CZ', 'South Bohemian Region'],
  'jihomoravsky kraj': ['CZ', 'South Moravian'],
  'kraj vysocina': ['CZ', 'Vysocina'],
  'zlinsky kraj': ['CZ', 'Zlín'],
  'ustecky kraj': ['CZ', 'Ústí nad Labem Region'],
  // Indonesia (Indonesian names and the abbreviations used in everyday writing)
  'nanggroe aceh darussalam': ['ID', 'Aceh'],
  'kepulauan bangka belitung': ['ID', 'Bangka–Belitung Islands'],
  'bangka belitung': ['ID', 'Bangka–Belitung Islands'],
  'jawa tengah': ['ID', 'Central Java'],
  jateng: ['ID', 'Central Java'],
  'kalimantan tengah': ['ID', 'Central Kalimantan'],
  kalteng: ['ID', 'Central Kalimantan'],
  'papua tengah': ['ID', 'Central Papua'],
  'sulawesi tengah': ['ID', 'Central Sulawesi'],
  sulteng: ['ID', 'Central Sulawesi'],
  'jawa timur': ['ID', 'East Java'],
  jatim: ['ID', 'East Java'],
  'kalimantan timur': ['ID', 'East Kalimantan'],
  kaltim: ['ID', 'East Kalimantan'],
  'nusa tenggara timur': ['ID', 'East Nusa Tenggara'],
  ntt: ['ID', 'East Nusa Tenggara'],
  'daerah khusus jakarta': ['ID', 'Jakarta'],
  'kalimantan utara': ['ID', 'North Kalimantan'],
  kaltara: ['ID', 'North Kalimantan'],
  'maluku utara': ['ID', 'North Maluku'],
  malut: ['ID', 'North Maluku'],
  'sulawesi utara': ['ID', 'North Sulawesi'],
  sulut: ['ID', 'North Sulawesi'],
  'sumatera utara': ['ID', 'North Sumatra'],
  'sumatra utara': ['ID', 'North Sumatra'],
  sumut: ['ID', 'North Sumatra'],
  'kepulauan riau': ['ID', 'Riau Islands'],
  kepri: ['ID', 'Riau Islands'],
  'kalimantan selatan': ['ID', 'South Kalimantan'],
  kalsel: ['ID', 'South Kalimantan'],
  'papua selatan': ['ID', 'South Papua'],
  'sulawesi selatan': ['ID', 'South Sulawesi'],
  sulsel: ['ID', 'South Sulawesi'],
  'sumatera selatan': ['ID', 'South Sumatra'],
  'sumatra selatan': ['ID', 'South Sumatra'],
  sumsel: ['ID', 'South Sumatra'],
  'sulawesi tenggara': ['ID', 'Southeast Sulawesi'],
  sultra: ['ID', 'Southeast Sulawesi'],
  'papua barat daya': ['ID', 'Southwest Papua'],
  'jawa barat': ['ID', 'West Java'],
  jabar: ['ID', 'West Java'],
  'kalimantan barat': ['ID', 'West Kalimantan'],
  kalbar: ['ID', 'West Kalimantan'],
  'nusa tenggara barat': ['ID', 'West Nusa Tenggara'],
  ntb: ['ID', 'West Nusa Tenggara'],
  'papua barat': ['ID', 'West Papua'],
  'sulawesi barat': ['ID', 'West Sulawesi'],
  sulbar: ['ID', 'West Sulawesi'],
  'sumatera barat': ['ID', 'West Sumatra'],
  'sumatra barat': ['ID', 'West Sumatra'],
  sumbar: ['ID', 'West Sumatra'],
  'daerah istimewa yogyakarta': ['ID', 'Yogyakarta'],
  // Philippines (Filipino names and official English ones the data lacks)
  bangsamoro: ['PH', 'Autonomous Region in Muslim Mindanao'],
  barmm: ['PH', 'Autonomous Region in Muslim Mindanao'],
  'bangsamoro autonomous region in muslim mindanao': ['PH', 'Autonomous Region in Muslim Mindanao'],
  bikol: ['PH', 'Bicol Region'],
  'rehiyon ng bikol': ['PH', 'Bicol Region'],
  'lambak ng cagayan': ['PH', 'Cagayan Valley'],
  'gitnang luzon': ['PH', 'Central Luzon'],
  'gitnang kabisayaan': ['PH', 'Central Visayas'],
  'cordillera administrative region': ['PH', 'Cordillera'],
  'silangang kabisayaan': ['PH', 'Eastern Visayas'],
  'ilocos region': ['PH', 'Ilocos'],
  'rehiyon ng ilocos': ['PH', 'Ilocos'],
  'metro manila': ['PH', 'National Capital Region'],
  'kalakhang maynila': ['PH', 'National Capital Region'],
  'hilagang mindanao': ['PH', 'Northern Mindanao'],
  'kanlurang kabisayaan': ['PH', 'Western Visayas'],
  'tangway ng zamboanga': ['PH', 'Zamboanga Peninsula'],
};
