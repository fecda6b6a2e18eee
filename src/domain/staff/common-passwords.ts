/**
 * Passwords people choose first, written out here so nothing is fetched at run time
 * (docs/product/staff-accounts.md#passwords). Drawn from the well-known public lists of the most
 * used passwords, plus words a handyman firm's staff would reach for. Lower-case; the password
 * rule compares lower-case and also strips digits and symbols from the ends, so 'Password1234!'
 * meets 'password'.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '123456', 'password', '12345678', 'qwerty', '123456789', '12345', '1234', '111111', '1234567', 'dragon',
  '123123', 'baseball', 'abc123', 'football', 'monkey', 'letmein', '696969', 'shadow', 'master', '666666',
  'qwertyuiop', '123321', 'mustang', '1234567890', 'michael', '654321', 'superman', '1qaz2wsx', '7777777',
  '121212', '000000', 'qazwsx', '123qwe', 'killer', 'trustno1', 'jordan', 'jennifer', 'zxcvbnm', 'asdfgh',
  'hunter', 'buster', 'soccer', 'harley', 'batman', 'andrew', 'tigger', 'sunshine', 'iloveyou', '2000',
  'charlie', 'robert', 'thomas', 'hockey', 'ranger', 'daniel', 'starwars', 'klaster', '112233', 'george',
  'computer', 'michelle', 'jessica', 'pepper', '1111', 'zxcvbn', '555555', '11111111', '131313', 'freedom',
  '777777', 'pass', 'maggie', '159753', 'aaaaaa', 'ginger', 'princess', 'joshua', 'cheese', 'amanda',
  'summer', 'love', 'ashley', 'nicole', 'chelsea', 'matthew', 'access', 'yankees', '987654321',
  'dallas', 'austin', 'thunder', 'taylor', 'matrix', 'william', 'corvette', 'hello', 'martin', 'heather',
  'secret', 'merlin', 'diamond', '1234qwer', 'gfhjkm', 'hammer', 'silver', '222222', '88888888', 'anthony',
  'justin', 'test', 'bailey', 'q1w2e3r4t5', 'patrick', 'internet', 'scooter', 'orange', '11111', 'golfer',
  'cookie', 'richard', 'samantha', 'bigdog', 'guitar', 'jackson', 'whatever', 'mickey', 'chicken', 'sparky',
  'snoopy', 'maverick', 'phoenix', 'camaro', 'peanut', 'morgan', 'welcome', 'falcon', 'cowboy', 'ferrari',
  'samsung', 'andrea', 'smokey', 'steelers', 'joseph', 'mercedes', 'dakota', 'arsenal', 'eagles', 'melissa',
  'boomer', 'booboo', 'spider', 'nascar', 'monster', 'tigers', 'yellow', 'xxxxxx', '123123123', 'gateway',
  'marina', 'diablo', 'bulldog', 'qwer1234', 'compaq', 'purple', 'banana', 'junior', 'hannah',
  '123654', 'porsche', 'lakers', 'iceman', 'money', 'cowboys', '987654', 'london', 'tennis', '999999',
  'ncc1701', 'coffee', 'scooby', '0000', 'miller', 'boston', 'q1w2e3r4', 'brandon', 'yamaha', 'chester',
  'mother', 'forever', 'johnny', 'edward', '333333', 'oliver', 'redsox', 'player', 'nikita', 'knight',
  'fender', 'barney', 'midnight', 'please', 'brandy', 'chicago', 'badboy', 'slayer', 'rangers', 'charles',
  'angel', 'flower', 'rabbit', 'wizard', 'jasper', 'enter', 'rachel', 'chris', 'steven', 'winner',
  'adidas', 'victoria', 'natasha', '1q2w3e4r', 'jasmine', 'winter', 'prince', 'marine', 'ghbdtn',
  'fishing', 'cocacola', 'casper', 'james', '232323', 'raiders', '888888', 'marlboro', 'gandalf', 'asdfasdf',
  'crystal', '87654321', '12344321', 'golden', '8675309', 'painter', 'bigboy', 'passw0rd', 'p@ssw0rd',
  'p@ssword', 'pa55word', 'passwort', 'password1', 'password12', 'password123', 'password1234', 'passpass',
  'letmein123', 'welcome1', 'welcome123', 'admin', 'admin123', 'administrator', 'root', 'toor', 'changeme',
  'default', 'guest', 'login', 'abcdef', 'abcdefg', 'abcdefgh', 'abcd1234', '1q2w3e', 'qwe123', 'qweasd',
  'qweasdzxc', 'asdf', 'asdf1234', 'zaq12wsx', '1qazxsw2', 'football1', 'baseball1', 'iloveyou1',
  'sunshine1', 'princess1', 'monkey1', 'dragon1', 'shadow1', 'master1', 'superman1', 'batman1', 'michael1',
  'jordan23', 'liverpool', 'manchester', 'chelsea1', 'arsenal1', 'tottenham', 'everton', 'london1',
  'england', 'qwerty123', 'qwerty1', 'qwertyui', '1qaz2wsx3edc', '123abc', 'abc12345', 'iloveu', 'lovely',
  'babygirl', 'hello123', 'helloworld', 'whatever1', 'secret1', 'letmein1', 'starwars1', 'pokemon',
  'minecraft', '123456a', 'a123456', '123456q', '1234561', 'zxcv1234', 'handyman',
  'builder', 'plumber', 'electrician', 'carpenter', 'quotes', 'quote', 'business', 'company', 'office',
  'staff', 'manager', 'owner', 'handyman1', 'summer2024', 'winter2024', 'spring2024', 'autumn2024',
  'summer2025', 'winter2025', 'summer2026', 'winter2026', 'january', 'february', 'march', 'april', 'may',
  'june', 'july', 'august', 'september', 'october', 'november', 'december', 'monday', 'friday',
]);
