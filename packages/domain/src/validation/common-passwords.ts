import { isStrongPasswordShape } from './password';

/**
 * The "no common words" half of the strong-password rule (000 §5: at least 8 characters, three
 * classes, no common words, no part of the user name).
 *
 * A password is common when, lower-cased, it — or its leet-normalised reading — is one of the passwords
 * people pick most (lists of leaked passwords, Western and Chinese, with pinyin favourites), or when
 * it contains one of the common words below ('P@ssw0rd2026' reads 'password2026', which contains
 * 'password'). Kept lower-case; written out here, not fetched, so the check needs no I/O.
 */
const COMMON_PASSWORD_TEXT = `
123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball abc123
football monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890 michael 654321
superman 1qaz2wsx 7777777 121212 000000 qazwsx 123qwe killer trustno1 jordan jennifer zxcvbnm asdfgh
hunter buster soccer harley batman andrew tigger sunshine iloveyou 2000 charlie robert thomas hockey
ranger daniel starwars klaster 112233 george computer michelle jessica pepper 1111 zxcvbn 555555
11111111 131313 freedom 777777 pass maggie 159753 aaaaaa ginger princess joshua cheese amanda summer
love ashley nicole chelsea biteme matthew access yankees 987654321 dallas austin thunder taylor matrix
william corvette hello martin heather secret merlin diamond 1234qwer gfhjkm hammer silver 222222
88888888 anthony justin test bailey q1w2e3r4t5 patrick internet scooter orange 11111 golfer cookie
richard samantha bigdog guitar jackson whatever mickey chicken sparky snoopy maverick phoenix camaro
peanut morgan welcome falcon cowboy ferrari samsung andrea smokey steelers joseph mercedes dakota
arsenal eagles melissa boomer booboo spider nascar monster tigers yellow xxxxxx 123123123 gateway
marina diablo bulldog qwer1234 compaq purple hardcore banana junior hannah 123654 porsche lakers
iceman money cowboys 987654 london tennis 999999 ncc1701 coffee scooby 0000 miller boston q1w2e3r4
brandon yamaha chester mother forever johnny edward 333333 oliver redsox player nikita knight fender
barney midnight please brandy chicago badboy slayer rangers charles angel flower bigdaddy rabbit
wizard bigdick jasper enter rachel chris steven winner adidas victoria natasha 1q2w3e4r jasmine
winter prince panties marine ghbdtn fishing cocacola casper james 232323 raiders 888888 marlboro
gandalf asdfasdf crystal 87654321 12344321 golden 8675309 panther lauren angela bitch spanky thx1138
angels madison winston shannon mike toyota blowjob jordan23 canada sophie apples dick tiger razz
123abc pokemon qazxsw 55555 qwaszx muffin johnson murphy cooper jonathan liverpoo david danielle
159357 jackie 1990 123456a 789456 turtle horny abcd1234 scorpion qazwsxedc 101010 butter carlos
password1 dennis slipknot qwerty123 booger asdf 1991 black startrek 12341234 cameron newyork rainbow
nathan john 1992 rocket viking redskins asdfghjkl 1212 sierra peaches gemini doctor wilson sandra
helpme qwertyui victor florida dolphin pookie captain tucker blue liverpool theman bandit dolphins
maddog packers jaguar lovers nicholas united tiffany maxwell zzzzzz nirvana jeremy suckit stupid
porn monica elephant giants jackass hotdog rosebud success debbie mountain 444444 xxxxxxxx warrior
1q2w3e4r5t q1w2e3r4t5y6 123456q albert metallic lucky azerty 7777 shithead alex bond007 alexis
1111111 samson 5150 willie scorpio bonnie gators benjamin voodoo driver dexter 2112 jason calvin
freddy 212121 creative 12345a sydney rush2112 1989 asdfghjk red123 bubba 4815162342 passw0rd trouble
gunner happy florida1 gordon legend jeremy1 hello123 welcome1 welcome123 welcome12 admin admin123
admin1234 admin12345 administrator root root123 root1234 toor test123 test1234 testtest guest guest123
changeme changeme123 default letmein1 letmein123 iloveyou1 iloveyou2 iloveyou12 iloveyou123 monkey123
dragon123 master123 shadow123 sunshine1 princess1 football1 baseball1 superman1 batman123 qwerty1
qwerty12 qwerty1234 qwerty12345 qwertyuiop123 qwert12345 qwer123456 qwer12345 asdf1234 asdf123456
zxcv1234 zxcvbnm123 zxcvbnm1 1qaz2wsx3edc 1qazxsw2 1qaz@wsx 1qaz!qaz zaq12wsx zaq1xsw2 zaq1zaq1 2wsx3edc
1q2w3e 1q2w3e4r5t6y 1qw23er4 q1w2e3r4 q1q1q1q1 qweasd qweasdzxc qweasd123 qwe123 qwe12345 qwe123456
qwe123!@# 123qweasd 123qweasdzxc 123qwe123 123qwe!@# !qaz2wsx !qaz@wsx 1qaz2wsx! asd123 asd12345
asd123456 asdasd asdasd123 asdasdasd zxc123 zxc12345 zxc123456 zxczxc abc12345 abc123456 abc1234
abcd123 abcd12345 abcd123456 abcde12345 abcdef abcdef123 abcdefg abcdefg1 abcdefgh abc@123 abc@1234
abcd@1234 abc123! abc123!@# a123456 a1234567 a12345678 a123456789 a1b2c3 a1b2c3d4 a1s2d3f4 aa123456
aa12345678 aa123456789 aaa111 aaa123 aaa123456 aaaa1111 aaaaaaaa aa112233 ab123456 abc112233
aa1234 a11111 a111111 a5201314 qq123456 qq1234567 qq5201314 qaz123 qaz123456 qazwsx123 qazwsxedc123
p@ssw0rd p@ssword pa$$w0rd pa$$word passw0rd! password! password1! password123 password1234
password12 password2 password01 password11 password@123 password123! passwd passwd123 passpass
pass1234 pass123 pass12345 pass@123 p@55w0rd p4ssw0rd p455w0rd passw0rd1 mypassword mypass123
secret123 letmeinnow trustno1! whatever1 freedom1 computer1 internet1 starwars1 pokemon1 michael1
jordan123 jennifer1 charlie1 thomas1 robert1 daniel1 hunter1 hunter2 buster1 soccer1 hockey1 tigger1
summer1 summer123 summer2023 summer2024 summer2025 winter1 winter123 spring2024 autumn2024
1234567a 12345678a 123456789a 1234567890a 123456abc 123456aa 123abc123 123abc456 12345abc 12345qwert
123456qwe 123456qwerty 1234abcd 12qwaszx 12qw34er 123qwe456 147258 147258369 147852369 159357456
159753456 258369 321654 321654987 369258147 456123 456789 741852963 789456123 789654123 963852741
987654321a 0123456789 01234567 11223344 12121212 12344321a 123321123 123454321 123456123 1234554321
12345654321 123654789 13141314 110110110 111222333 112233445566 121314 123123a 123123qwe 123456789q
1233211234567 000000000 0000000000 00000000 1111111111 11112222 22222222 33333333 44444444 55555555
66666666 77777777 99999999 88888888a 66668888 88886666 168168 16881688 518518 51885188 5201314
5201314a 52013141314 1314520 13145200 1314521 520520 520520520 5211314 52013145201314 woaini
woaini1314 woaini520 woaini123 woaini1234 woaini521 woaini5201314 woaini1314520 woainima woainiya
woaiwojia woaiziji wodemima wodeai woshishui woshiwo nihao nihao123 nihaoma nihao1234 mima mima123
mima1234 mimamima aini1314 aini520 love1314 love520 love5201314 iloveyou520 iloveyou1314 ilovechina
baobei baobei520 baobei1314 laopo520 laogong520 laopo1314 qinqin yingying tiantian xiaoxiao xiaobao
xiaobai xiaoming xiaoyu xiaolong xiaohua xiaofeng xiaojie xiaowei xiaoli xiaoyan xiaotian xiaoqiang
shuaige meinv haha123 hehe123 hahaha hahahaha zhangwei wangwei liwei zhangjie lijie wanglei liuyang
zhanglei liming zhangli wangjing liuwei chenjie yangyang wangyang zhangyan lilei hanmeimei zhangtao
wangfang lina wangli zhangmin liyang wangqiang liqiang zhangyong wangjun liujun chenchen huanghe
changjiang zhongguo zhonghua zhongguoren woaizhongguo beijing beijing2008 shanghai shenzhen guangzhou
qingdao dalian ningbo xiamen hangzhou tianjin nanjing wuhan chengdu chongqing suzhou zhuhai shantou
fuzhou haikou 19491001 20080808 19930710 88888888888 dearbook xiazhili sohu sina163 qq163 woaiqq
qwerasdf qwerasdfzxcv 1qa2ws3ed 1234qwerasdf qwertyasdf asdfqwer zxcvasdf asdfjkl asdfjkl; qazqaz
wsxwsx edcedc 1q1q1q1q 2w2w2w2w 1a2b3c4d 1a2s3d4f a1s2d3f4g5 z1x2c3v4 q1a2z3 zaq!2wsx xsw2zaq1
huawei huawei123 huawei@123 huawei12#$ admin@123 admin@1234 admin#123 admin_123 admin888 admin666
root@123 root@1234 root#123 test@123 test@1234 welcome@123 welcome@1234 sangfor sangfor@123 h3c h3c@123
cisco cisco123 cisco@123 oracle oracle123 mysql mysql123 postgres postgres123 sa123456 system
system123 manager manager123 supervisor operator operator123 user user123 user1234 user@123
service service123 support support123 server server123 backup backup123 ubuntu raspberry vagrant
docker docker123 jenkins gitlab qwerty@123 qwer@1234 qwer!234 asdf@1234 zxcv@1234 1qaz@2wsx
1qaz#edc abc#123 abc$123 aa@123456 aa123456! aa123456@ ab@123456 a123456! a123456@ a12345678! aa112233!
coastbook coastbook1 coastbook123 coastbook@123 coastbook2024 coastbook2025 coastbook2026
container container1 shipping shipping123 booking booking123 cargo123 logistics logistics123
iloveu iloveu1314 loveyou loveyou1 lovely lovely123 loveme loveme1 lover lover123 sweety sweetheart
babygirl babygirl1 baby123 angel123 angel1 angela1 princess123 prince123 beauty beautiful flower1
sunflower butterfly rainbow1 starlight moonlight midnight1 shadow1 phoenix1 dragon1 dragonfly tiger123
lion123 eagle123 wolf123 panda panda123 kitty kitty123 hellokitty doraemon pikachu naruto sasuke
onepiece conan totoro mario minecraft fortnite roblox warcraft starcraft dota dota2 lol123 leagueoflegends
counterstrike overwatch zelda pokemon123 digimon gundam ultraman sailormoon snoopy1 mickey1 garfield
chocolate cupcake candy cookie1 cheese1 banana1 apple apple123 orange1 lemon strawberry cherry
peaches1 mango coconut pineapple watermelon football123 soccer123 basketball baseball123 volleyball
tennis123 golf123 hockey123 swimming running cycling fitness gym123 yankees1 lakers1 chelsea1
arsenal1 liverpool1 barcelona realmadrid juventus manutd manchester messi ronaldo beckham kobe24 kobe824
jordan1 jordan2345 michael23 mj23 lebron23 curry30 yaoming liuxiang linshuhao xingfu kuaile
xingfu123 kuaile123 pingan pingan123 jiayou jiayou123 fendou shengli chenggong caifu facai facai888
hongfa888 fa888888 ok123456 ok888888 vip888 vip123456 vip888888 asd888888 qwe888888 a888888 a666666
aa666666 aa888888 qq666666 qq888888 666888 888999 999888 123789 1237890 321321 3211234567 12301230
520131400 1314159 31415926 3141592653 27182818 142857 1231234 12312312 123412341234 abab1234
aabbccdd aabb1122 abcabc abcabc123 abc123abc qazwsx1 qazwsxedcrfv zxcvbnm, zxcvbnma qwertyu
qwertyuio asdfghj asdfghjkl1 zxcvbn1 1qaz2wsx3edc4rfv poiuytrewq lkjhgfdsa mnbvcxz 0987654321
09876543 98765432 87654321a 7654321 654321a 54321 543210 9876543210 123456798 1234567899 1234567891
12345678910 123456780 987654 963852 852456 258456 456852 159632 147896 123698 145236 321456
iloveyou! iloveyou@ iloveyou. trustme trustno11 nopassword nopass noname anonymous unknown
secure secure123 security security123 private private123 access123 access14 login login123 login1234
logon signin master1 master12 masterkey mastercard visa1234 paypal paypal123 amazon google google123
gmail facebook facebook1 twitter instagram youtube youtube123 apple1 iphone iphone123 android samsung1
xiaomi xiaomi123 oppo vivo lenovo dell123 hp123456 thinkpad windows windows7 windows10 linux linux123
ubuntu123 computer123 internet123 network network123 wireless wifi1234 wifi12345 router admin1
1234admin qwertyadmin adminadmin administrator1 superuser superadmin superman123 batman1 spiderman
ironman hulk thor captainamerica avengers marvel starwars123 jedi yoda skywalker vader matrix1
neo123 trinity morpheus gandalf1 frodo hobbit harrypotter hermione hogwarts voldemort dumbledore
sherlock watson holmes 007007 james007 bond0007 agent007 killer1 assassin sniper soldier warrior1
ninja ninja123 samurai shogun dragonball goku vegeta gohan bleach ichigo hokage kakashi itachi
january february march april may june july august september october november december monday
tuesday wednesday thursday friday saturday sunday sunday1 friday13 christmas xmas2024 newyear
happynewyear birthday happy123 happyday happiness smile smile123 sunny sunny123 cloud9 rain123
snowball snowman snowflake winter2024 winter2025 spring2025 summer2026 autumn2025 fall2024
qwerty2024 qwerty2025 qwerty2026 password2024 password2025 password2026 admin2024 admin2025
admin2026 welcome2024 welcome2025 welcome2026 test2024 test2025 test2026 abc2024 abc2025 abc2026
a2024 a2025 a2026 aa2024 aa2025 aa2026 2024 2025 2026 20242024 20252025 20262026 19901990 19911991
19921992 19931993 19941994 19951995 19961996 19971997 19981998 19991999 20002000 20012001 19881988
19891989 19871987 19861986 19851985 19801980 19700101 19800101 19900101 20000101 20100101 20200101
`;

/** The top common passwords, lower-case. */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(COMMON_PASSWORD_TEXT.trim().split(/\s+/));

/**
 * Words whose presence anywhere makes a password weak, however it is dressed up ('Woaini@2026',
 * 'Xq#Admin77'). Short keyboard walks are here too; ordinary short words ('love', 'test') are not,
 * since they sit inside real words ('glove', 'contest').
 */
export const COMMON_WORDS: readonly string[] = [
  'password', 'passwd', 'passw', 'qwerty', 'qwert', 'asdfg', 'zxcvb', 'qwer', 'asdf', 'zxcv', '1qaz', '2wsx', 'qazwsx', 'zaq1',
  '1q2w3e', 'q1w2e3', 'admin', 'welcome', 'letmein', 'iloveyou', 'woaini', 'wodemima', 'mima', 'aini1314', '5201314', '1314520',
  'monkey', 'dragon', 'master', 'login', 'sunshine', 'princess', 'football', 'baseball', 'superman', 'batman', 'trustno',
  'shadow', 'changeme', 'secret', 'default', 'huawei', 'sangfor', 'coastbook', 'abc123', 'abcdef', '123456', '654321',
  '111111', '000000', '666666', '888888', '123123', '112233', '147258', '789456',
];

/**
 * Readings of a password after the common letter-for-symbol swaps: 0→o, 1→i or l, 3→e, 4→a, 5→s, 7→t,
 * @→a, $→s, !→i. Lower-case; the plain lower-case text is the first reading.
 */
export function leetReadings(password: string): string[] {
  const lower = password.toLowerCase();
  const swap = (one: 'i' | 'l') =>
    lower.replace(/[013457@$!]/g, (character) => ({ '0': 'o', '1': one, '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i' })[character] ?? character);
  return Array.from(new Set([lower, swap('i'), swap('l')]));
}

/** One of the top common passwords, read case-insensitively and through leet swaps ('P@ssw0rd', 'Aa123456'). */
export function isCommonPassword(password: string): boolean {
  return leetReadings(password).some((reading) => COMMON_PASSWORDS.has(reading));
}

/** Contains a common word, read case-insensitively and through leet swaps ('Adm1n#2026' contains 'admin'). */
export function containsCommonWord(password: string): boolean {
  const readings = leetReadings(password);
  return COMMON_WORDS.some((word) => readings.some((reading) => reading.includes(word)));
}

/**
 * The server's strong-password verdict (000 §5; verifyStrongPassword): at least 8 characters, at
 * least three character classes, no part (3+ characters) of the user name, not a common password
 * and no common word in it.
 */
export function isStrongPassword(password: string, userName: string): boolean {
  return isStrongPasswordShape(password, userName) && !isCommonPassword(password) && !containsCommonWord(password);
}
