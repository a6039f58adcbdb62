// Berlin's 12 Bezirke, Munich's 25 Stadtbezirke and Hamburg's 7 Bezirke with the Deutsche Post
// PLZ that lie within each (ranges cover the district's core), statistical-office populations.
import type { CityAddressData } from './cityAddressData.ts';

export const CITIES: readonly CityAddressData[] = [
  {
    country: 'DE',
    names: ['berlin'],
    districts: [
      {
        name: 'Mitte',
        postcodes: ['10115-10119', '10178-10179', '10551-10559', '13347-13359'],
        population: 390000,
        streetAreas: [
          // Mitte
          {
            streets: [
              'Friedrichstraße',
              'Unter den Linden',
              'Torstraße',
              'Invalidenstraße',
              'Chausseestraße',
              'Rosenthaler Straße',
              'Alte Schönhauser Straße',
              'Brunnenstraße',
              'Leipziger Straße',
              'Karl-Liebknecht-Straße',
              'Auguststraße',
            ],
            postcodes: ['10115-10119', '10178-10179'],
          },
          // Moabit
          {
            streets: ['Turmstraße', 'Alt-Moabit', 'Stromstraße', 'Perleberger Straße', 'Beusselstraße'],
            postcodes: ['10551-10559'],
          },
          // Wedding and Gesundbrunnen
          {
            streets: ['Müllerstraße', 'Seestraße', 'Badstraße', 'Osloer Straße', 'Prinzenallee'],
            postcodes: ['13347-13359'],
          },
        ],
      },
      {
        name: 'Friedrichshain-Kreuzberg',
        postcodes: ['10243-10249', '10961-10999'],
        population: 293000,
        streetAreas: [
          // Friedrichshain
          {
            streets: [
              'Warschauer Straße',
              'Frankfurter Allee',
              'Boxhagener Straße',
              'Simon-Dach-Straße',
              'Revaler Straße',
              'Karl-Marx-Allee',
              'Petersburger Straße',
              'Grünberger Straße',
            ],
            postcodes: ['10243-10249'],
          },
          // Kreuzberg
          {
            streets: [
              'Oranienstraße',
              'Bergmannstraße',
              'Wiener Straße',
              'Skalitzer Straße',
              'Gneisenaustraße',
              'Yorckstraße',
              'Mehringdamm',
              'Wrangelstraße',
              'Graefestraße',
            ],
            postcodes: ['10961-10999'],
          },
        ],
      },
      {
        name: 'Pankow',
        postcodes: ['10405-10439', '13086-13089', '13125-13189'],
        population: 413000,
        streetAreas: [
          // Prenzlauer Berg
          {
            streets: [
              'Schönhauser Allee',
              'Kastanienallee',
              'Danziger Straße',
              'Prenzlauer Allee',
              'Greifswalder Straße',
              'Wisbyer Straße',
              'Stargarder Straße',
              'Kollwitzstraße',
              'Lychener Straße',
              'Pappelallee',
              'Hufelandstraße',
            ],
            postcodes: ['10405-10439'],
          },
          // Weißensee
          { streets: ['Berliner Allee', 'Langhansstraße', 'Pistoriusstraße'], postcodes: ['13086-13089'] },
          // Pankow and the north
          {
            streets: [
              'Berliner Straße',
              'Breite Straße',
              'Florastraße',
              'Mühlenstraße',
              'Wollankstraße',
              'Dietzgenstraße',
            ],
            postcodes: ['13125-13189'],
          },
        ],
      },
      {
        name: 'Charlottenburg-Wilmersdorf',
        postcodes: ['10585-10629', '10707-10719', '14050-14059'],
        population: 343000,
        streetAreas: [
          // Charlottenburg
          {
            streets: [
              'Kantstraße',
              'Bismarckstraße',
              'Wilmersdorfer Straße',
              'Mommsenstraße',
              'Pestalozzistraße',
              'Knesebeckstraße',
              'Leibnizstraße',
              'Otto-Suhr-Allee',
              'Kurfürstendamm',
            ],
            postcodes: ['10585-10629'],
          },
          // Wilmersdorf
          {
            streets: [
              'Kurfürstendamm',
              'Uhlandstraße',
              'Bundesallee',
              'Hohenzollerndamm',
              'Brandenburgische Straße',
              'Berliner Straße',
            ],
            postcodes: ['10707-10719'],
          },
          // Westend
          {
            streets: ['Kaiserdamm', 'Spandauer Damm', 'Heerstraße', 'Reichsstraße', 'Ahornallee'],
            postcodes: ['14050-14059'],
          },
        ],
      },
      {
        name: 'Spandau',
        postcodes: ['13581-13599'],
        population: 257000,
        streets: [
          'Carl-Schurz-Straße',
          'Breite Straße',
          'Klosterstraße',
          'Seegefelder Straße',
          'Falkenseer Chaussee',
          'Pichelsdorfer Straße',
          'Heerstraße',
          'Wilhelmstraße',
          'Ruhlebener Straße',
          'Schönwalder Straße',
          'Neuendorfer Straße',
          'Streitstraße',
          'Brunsbütteler Damm',
          'Galenstraße',
        ],
      },
      {
        name: 'Steglitz-Zehlendorf',
        postcodes: ['12163-12169', '14163-14169'],
        population: 310000,
        streetAreas: [
          // Steglitz
          {
            streets: [
              'Schloßstraße',
              'Albrechtstraße',
              'Birkbuschstraße',
              'Bergstraße',
              'Grunewaldstraße',
              'Schildhornstraße',
            ],
            postcodes: ['12163-12169'],
          },
          // Zehlendorf
          {
            streets: [
              'Clayallee',
              'Teltower Damm',
              'Potsdamer Chaussee',
              'Berliner Straße',
              'Argentinische Allee',
              'Onkel-Tom-Straße',
              'Fischerhüttenstraße',
              'Lindenthaler Allee',
            ],
            postcodes: ['14163-14169'],
          },
        ],
      },
      {
        name: 'Tempelhof-Schöneberg',
        postcodes: ['10777-10783', '10823-10829', '12099-12109'],
        population: 355000,
        streetAreas: [
          // Schöneberg
          {
            streets: [
              'Hauptstraße',
              'Akazienstraße',
              'Goltzstraße',
              'Potsdamer Straße',
              'Martin-Luther-Straße',
              'Motzstraße',
              'Winterfeldtstraße',
              'Eisenacher Straße',
              'Dominicusstraße',
              'Grunewaldstraße',
            ],
            postcodes: ['10777-10783', '10823-10829'],
          },
          // Tempelhof and Mariendorf
          {
            streets: [
              'Tempelhofer Damm',
              'Alt-Tempelhof',
              'Manfred-von-Richthofen-Straße',
              'Friedrich-Karl-Straße',
              'Mariendorfer Damm',
            ],
            postcodes: ['12099-12109'],
          },
        ],
      },
      {
        name: 'Neukölln',
        postcodes: ['12043-12059', '12347-12359'],
        population: 330000,
        streetAreas: [
          // Neukölln
          {
            streets: [
              'Sonnenallee',
              'Karl-Marx-Straße',
              'Hermannstraße',
              'Weserstraße',
              'Boddinstraße',
              'Flughafenstraße',
              'Emser Straße',
              'Pannierstraße',
              'Reuterstraße',
              'Richardstraße',
              'Okerstraße',
            ],
            postcodes: ['12043-12059'],
          },
          // Britz, Buckow and Rudow
          {
            streets: [
              'Buschkrugallee',
              'Johannisthaler Chaussee',
              'Rudower Straße',
              'Britzer Damm',
              'Blaschkoallee',
            ],
            postcodes: ['12347-12359'],
          },
        ],
      },
      {
        name: 'Treptow-Köpenick',
        postcodes: ['12435-12439', '12555-12559'],
        population: 294000,
        streetAreas: [
          // Treptow and Schöneweide
          {
            streets: [
              'Puschkinallee',
              'Elsenstraße',
              'Baumschulenstraße',
              'Schnellerstraße',
              'Köpenicker Landstraße',
              'Alt-Treptow',
              'Kiefholzstraße',
              'Michael-Brückner-Straße',
            ],
            postcodes: ['12435-12439'],
          },
          // Köpenick
          {
            streets: [
              'Bahnhofstraße',
              'Müggelheimer Straße',
              'Grünauer Straße',
              'Wendenschloßstraße',
              'Friedrichshagener Straße',
              'Spindlersfelder Straße',
              'Lindenstraße',
            ],
            postcodes: ['12555-12559'],
          },
        ],
      },
      {
        name: 'Marzahn-Hellersdorf',
        postcodes: ['12619-12689'],
        population: 291000,
        streets: [
          'Märkische Allee',
          'Allee der Kosmonauten',
          'Hellersdorfer Straße',
          'Alt-Marzahn',
          'Raoul-Wallenberg-Straße',
          'Mehrower Allee',
          'Stendaler Straße',
          'Riesaer Straße',
          'Cecilienstraße',
          'Blumberger Damm',
          'Havemannstraße',
          'Zossener Straße',
          'Alt-Kaulsdorf',
          'Hönower Straße',
          'Landsberger Allee',
        ],
      },
      {
        name: 'Lichtenberg',
        postcodes: ['10315-10369', '13051-13059'],
        population: 300000,
        streetAreas: [
          // Lichtenberg, Friedrichsfelde and Karlshorst
          {
            streets: [
              'Frankfurter Allee',
              'Möllendorffstraße',
              'Weitlingstraße',
              'Siegfriedstraße',
              'Rhinstraße',
              'Alt-Friedrichsfelde',
              'Treskowallee',
              'Rummelsburger Straße',
              'Am Tierpark',
              'Normannenstraße',
              'Herzbergstraße',
            ],
            postcodes: ['10315-10369'],
          },
          // Hohenschönhausen
          {
            streets: [
              'Konrad-Wolf-Straße',
              'Wartenberger Straße',
              'Falkenberger Chaussee',
              'Hohenschönhauser Straße',
            ],
            postcodes: ['13051-13059'],
          },
        ],
      },
      {
        name: 'Reinickendorf',
        postcodes: ['13403-13509'],
        population: 268000,
        streets: [
          'Residenzstraße',
          'Scharnweberstraße',
          'Alt-Tegel',
          'Berliner Straße',
          'Oranienburger Straße',
          'Hermsdorfer Damm',
          'Kurt-Schumacher-Damm',
          'Ollenhauerstraße',
          'Wilhelmsruher Damm',
          'Flottenstraße',
          'Holzhauser Straße',
          'Lindauer Allee',
          'Kopenhagener Straße',
          'Markstraße',
          'Waidmannsluster Damm',
        ],
      },
    ],
    postcodes: ['10115-14199'],
    areaCodes: ['30'],
    sources: [
      'Senatsverwaltung Berlin, the 12 Bezirke',
      'Berlin Straßenverzeichnis (RBS): the Bezirk and Postleitzahl of each street; streets chosen inside the codes listed here',
      'Amt für Statistik Berlin-Brandenburg, Einwohner nach Bezirken (c. 2022)',
      'Deutsche Post, Postleitzahlen Berlin (10115–14199)',
      'Bundesnetzagentur, Ortsnetzkennzahl 030',
    ],
  },
  {
    country: 'DE',
    names: ['munich', 'münchen', 'muenchen', 'munchen'],
    addressName: 'München',
    districts: [
      { name: 'Altstadt-Lehel', postcodes: ['80331', '80538', '80539'], population: 21000 },
      { name: 'Ludwigsvorstadt-Isarvorstadt', postcodes: ['80336', '80337', '80469'], population: 52000 },
      { name: 'Maxvorstadt', postcodes: ['80333', '80335', '80799'], population: 52000 },
      { name: 'Schwabing-West', postcodes: ['80796', '80797', '80798'], population: 68000 },
      { name: 'Au-Haidhausen', postcodes: ['81541', '81667', '81669'], population: 62000 },
      { name: 'Sendling', postcodes: ['81369', '81371'], population: 41000 },
      { name: 'Sendling-Westpark', postcodes: ['81373'], population: 60000 },
      { name: 'Schwanthalerhöhe', postcodes: ['80339'], population: 30000 },
      {
        name: 'Neuhausen-Nymphenburg',
        postcodes: ['80634', '80636', '80637', '80638', '80639'],
        population: 100000,
      },
      { name: 'Moosach', postcodes: ['80992', '80993'], population: 55000 },
      { name: 'Milbertshofen-Am Hart', postcodes: ['80807', '80809', '80937'], population: 76000 },
      {
        name: 'Schwabing-Freimann',
        postcodes: ['80802', '80803', '80804', '80805', '80939'],
        population: 80000,
      },
      {
        name: 'Bogenhausen',
        postcodes: ['81675', '81677', '81679', '81925', '81927', '81929'],
        population: 90000,
      },
      { name: 'Berg am Laim', postcodes: ['81671', '81673'], population: 47000 },
      { name: 'Trudering-Riem', postcodes: ['81825', '81827', '81829'], population: 76000 },
      { name: 'Ramersdorf-Perlach', postcodes: ['81735', '81737', '81739'], population: 118000 },
      { name: 'Obergiesing-Fasangarten', postcodes: ['81539', '81549'], population: 55000 },
      { name: 'Untergiesing-Harlaching', postcodes: ['81543', '81545', '81547'], population: 53000 },
      {
        name: 'Thalkirchen-Obersendling-Forstenried-Fürstenried-Solln',
        postcodes: ['81475', '81476', '81477', '81479'],
        population: 100000,
      },
      { name: 'Hadern', postcodes: ['81375', '81377'], population: 50000 },
      { name: 'Pasing-Obermenzing', postcodes: ['81241', '81247'], population: 78000 },
      { name: 'Aubing-Lochhausen-Langwied', postcodes: ['81243', '81249'], population: 50000 },
      { name: 'Allach-Untermenzing', postcodes: ['80999'], population: 34000 },
      { name: 'Feldmoching-Hasenbergl', postcodes: ['80933', '80935'], population: 62000 },
      { name: 'Laim', postcodes: ['80686', '80687', '80689'], population: 56000 },
    ],
    postcodes: ['80331-81929'],
    areaCodes: ['89'],
    sources: [
      'Landeshauptstadt München, the 25 Stadtbezirke',
      'Statistisches Amt München, Einwohner nach Stadtbezirken (c. 2022)',
      'Deutsche Post, Postleitzahlen München (80331–81929)',
      'Bundesnetzagentur, Ortsnetzkennzahl 089',
    ],
  },
  {
    country: 'DE',
    names: ['hamburg'],
    districts: [
      {
        name: 'Hamburg-Mitte',
        postcodes: ['20095-20099', '20354-20355', '20359', '20457-20459', '20535-20539'],
        population: 310000,
      },
      { name: 'Altona', postcodes: ['22587-22589', '22605-22609', '22761-22769'], population: 280000 },
      { name: 'Eimsbüttel', postcodes: ['20144-20149', '20255-20259', '22523-22529'], population: 270000 },
      { name: 'Hamburg-Nord', postcodes: ['20249-20251', '22297-22309', '22415-22419'], population: 320000 },
      {
        name: 'Wandsbek',
        postcodes: ['22041-22049', '22143-22149', '22175-22179', '22391-22399'],
        population: 450000,
      },
      { name: 'Bergedorf', postcodes: ['21029-21039'], population: 132000 },
      { name: 'Harburg', postcodes: ['21073-21079', '21147-21149'], population: 172000 },
    ],
    postcodes: ['20095-20539', '21029-21039', '21073-21149', '22041-22769'],
    areaCodes: ['40'],
    sources: [
      'Freie und Hansestadt Hamburg, the 7 Bezirke',
      'Statistikamt Nord, Bevölkerung nach Bezirken (c. 2022)',
      'Deutsche Post, Postleitzahlen Hamburg (20095–22769, 21029–21149)',
      'Bundesnetzagentur, Ortsnetzkennzahl 040',
    ],
  },
];
