#!/usr/bin/env python3
"""Writes the fixture backend's data (Sources/ShowcaseServer/Resources/*.json).

Deterministic: the same seed gives the same files, so the committed resources can
be regenerated and diffed. Names and titles are invented, in Japanese, shaped like
what each service really serves.
"""
import datetime
import json
import pathlib
import random

OUT = pathlib.Path(__file__).resolve().parent.parent / 'Sources' / 'ShowcaseServer' / 'Resources'
rng = random.Random(20261123)

SURNAMES = ['佐藤', '鈴木', '高橋', '田中', '伊藤', '渡辺', '山本', '中村', '小林', '加藤', '吉田', '山田',
            '佐々木', '山口', '松本', '井上', '木村', '林', '斎藤', '清水', '山崎', '森', '池田', '橋本',
            '阿部', '石川', '前田', '藤田', '小川', '岡田', '後藤', '長谷川', '村上', '近藤', '石井', '坂本']
GIVEN = ['陽菜', '結衣', '葵', '凛', '美咲', '彩花', '真央', '優奈', '七海', '莉子', '蓮', '湊', '大翔',
         '悠真', '陽斗', '樹', '颯太', '蒼', '律', '朝陽', '健一', '誠', '直樹', '恵', '由美', '恭子']
PEN_FIRST = ['月見里', '白河', '夜桜', '雨宮', '朝霧', '星野', '霧島', '黒羽', '氷室', '天城', '神楽坂',
             '秋月', '水無月', '春野', '冬木', '宵闇', '東雲', '紫苑', '鳴海', '柊']
PEN_LAST = ['灯', '夜船', 'しおり', 'ねこ', '小鳥', '蒼', 'ユウ', '千歳', 'みかん', '鈴', '玲', '朔',
            'ましろ', '律', 'かなで', 'ひより', '澪', 'あおい']

HEROES = ['村人', '薬師', '鍛冶師', '悪役令嬢', '聖女', '勇者', '魔王', '料理人', 'テイマー', '錬金術師',
          '宮廷魔導師', '冒険者', '商人', '騎士団長', '司書', '庭師', '竜', 'スライム', '蜘蛛', '公爵令嬢']
THINGS = ['スローライフ', '辺境開拓', 'カフェ経営', '迷宮攻略', '領地改革', 'ポーション作り', '魔道具店',
          '学園生活', '婚約破棄', '契約結婚', '宿屋', 'パン屋', '薬草園', '図書館', '温泉宿', '牧場']
TEMPLATES = [
    '{hero}に転生したら{thing}だけで最強になった件',
    '追放された{hero}、辺境で{thing}を始める',
    '{hero}は{thing}を諦めない',
    '元{hero}の{thing}日誌',
    '{hero}ですが、{thing}で忙しいので世界は救いません',
    'ループ七回目の{hero}は{thing}を選ぶ',
    '{thing}しか能のない{hero}、実は規格外でした',
    '異世界{thing}～{hero}と始める第二の人生～',
    '{hero}と{thing}の約束',
    '拝啓、{thing}の{hero}さま',
]
KEYWORDS = ['異世界転生', '異世界転移', 'ファンタジー', 'スローライフ', 'チート', 'ハッピーエンド', '恋愛',
            '日常', '冒険', '魔法', '男主人公', '女主人公', 'ざまぁ', '成り上がり', '職人', '料理', 'もふもふ']
GENRES = [(101, 1), (102, 1), (201, 2), (202, 2), (301, 3), (302, 3), (303, 3), (304, 3), (305, 3),
          (306, 3), (307, 3), (401, 4), (402, 4), (403, 4), (404, 4), (9901, 99), (9902, 99), (9903, 99)]
STORY = [
    'ある日、{hero}は目を覚ますと見知らぬ世界にいた。手元に残ったのは{thing}の知識だけ。',
    '周囲からは役立たずと笑われながらも、{hero}は今日も{thing}に向き合う。',
    'やがてその腕は国を動かし、かつて追い出した者たちが頭を下げに来るのだが――。',
    '穏やかな日々を望む{hero}と、放っておかない人々の物語。',
    '※毎日更新。書籍化決定しました。',
]


def ncode(index):
    # Narou codes look like N1234AB: a number, then letters.
    letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
    return 'N%04d%s%s' % (1000 + index * 7 % 9000, letters[index % 26], letters[(index // 26) % 26])


def novels(count):
    result = []
    base = datetime.datetime(2024, 1, 1, 9, 0, 0)
    for index in range(count):
        hero, thing = rng.choice(HEROES), rng.choice(THINGS)
        title = rng.choice(TEMPLATES).format(hero=hero, thing=thing)
        genre, biggenre = rng.choice(GENRES)
        first = base + datetime.timedelta(days=rng.randint(0, 600), hours=rng.randint(0, 23))
        last = first + datetime.timedelta(days=rng.randint(0, 300), minutes=rng.randint(0, 59))
        chapters = rng.randint(1, 420)
        length = chapters * rng.randint(2500, 6000)
        fav = rng.randint(10, 80000)
        result.append({
            'title': title,
            'ncode': ncode(index),
            'userid': 100000 + rng.randint(0, 899999),
            'writer': rng.choice(PEN_FIRST) + ' ' + rng.choice(PEN_LAST),
            'story': ''.join(s.format(hero=hero, thing=thing) for s in rng.sample(STORY, 3)),
            'biggenre': biggenre,
            'genre': genre,
            'keyword': ' '.join(rng.sample(KEYWORDS, rng.randint(2, 6))),
            'general_firstup': first.strftime('%Y-%m-%d %H:%M:%S'),
            'general_lastup': last.strftime('%Y-%m-%d %H:%M:%S'),
            'noveltype': 2 if chapters == 1 else 1,
            'end': 0 if chapters == 1 or rng.random() < 0.3 else 1,
            'general_all_no': chapters,
            'length': length,
            'time': length // 500,
            'global_point': fav * 2 + rng.randint(0, 50000),
            'fav_novel_cnt': fav,
            'review_cnt': rng.randint(0, 300),
            'all_point': rng.randint(0, 200000),
        })
    # A few searchable classics with stable codes, used by tests and the README.
    result[0].update({'title': '組木の家に転生したので、釘を使わず世界を組み直します', 'keyword': '異世界転生 職人 スローライフ'})
    result[1].update({'title': 'C++で書かれた魔導書を読めるのは私だけらしい', 'keyword': '異世界転移 魔法 プログラミング'})
    return result


def products(count):
    items = ['手織りのコースター', '陶器のマグカップ', '刺繍ブローチ', '木製スプーン', '革のキーケース',
             'ガラスのピアス', '藍染めハンカチ', '帆布トートバッグ', '天然石ブレスレット', '豆皿セット',
             '編みぐるみ', '和紙のレターセット', '真鍮のリング', '手ぬぐい', '水引のヘアゴム', 'キャンドル']
    colors = ['藍色', '生成り', 'ミモザ', '桜', '若草', '墨', '琥珀', '白磁', '茜', '群青']
    shops = ['工房こもれび', 'atelier 詩', 'はなうた手芸店', '小さな窯元 つち', 'kinoko works',
             '藍と白', 'studio mame', '糸とボタン', 'ひだまり雑貨', '硝子屋 しずく']
    categories = ['ファッション', 'アクセサリー', '器・キッチン', '家具・生活雑貨', '文房具', 'ぬいぐるみ']
    result = []
    for index in range(count):
        item = rng.choice(items)
        name = '%s（%s）' % (item, rng.choice(colors))
        price = rng.randrange(800, 12000, 100)
        creator = rng.choice(shops)
        category = rng.choice(categories)
        # A draw the first version spent on the description; kept so every other value stays as committed.
        rng.choice(shops)
        result.append({
            'id': index + 1,
            'name': name,
            'price': price,
            'creator': creator,
            'category': category,
            'description': '%sがひとつずつ手作りしています。色味や風合いに個体差があります。' % creator,
            'stock': rng.randint(0, 12),
        })
    return result


def contacts(count):
    companies = ['GMOペパボ', 'ユーザベース', 'クックパッド', 'サイボウズ', 'マネーフォワード', 'SmartHR',
                 'freee', 'メルカリ', 'LINEヤフー', 'ZOZO', 'はてな', 'ピクシブ']
    roles = ['iOSエンジニア', 'Androidエンジニア', 'デザイナー', 'プロダクトマネージャー', 'バックエンドエンジニア', 'QA']
    result = []
    used = set()
    while len(result) < count:
        name = rng.choice(SURNAMES) + ' ' + rng.choice(GIVEN)
        if name in used:
            continue
        used.add(name)
        result.append({
            'id': len(result) + 1,
            'name': name,
            'company': rng.choice(companies),
            'title': rng.choice(roles),
            'email': 'user%03d@example.jp' % (len(result) + 1),
            'channel_id': 500 + len(result) + 1,
        })
    return result


def articles():
    tabs = {
        'top': ['日銀、追加利上げを見送り　市場は円安に反応', '国内スタートアップの資金調達額、過去最高に',
                '生成AI規制、欧州と日本で温度差', '物流2024年問題のその後　共同配送が広がる'],
        'technology': ['Swift 6の厳格な並行性チェック、移行の実際', 'iOSアプリのモジュール分割で開発速度は上がるか',
                       'SwiftUIとUIKitの混在期をどう乗り切るか', 'Linux上でiOSのロジックをテストする',
                       'The Composable Architectureを採用した理由と見送った理由'],
        'business': ['ハンドメイド市場、作家の売上が二極化', 'ビジネスチャットの次の一手',
                     'ニュースアプリの有料会員、伸びの鍵は「解説」', 'サブスク疲れの中で選ばれるサービス'],
        'economy': ['実質賃金、3か月ぶりにプラス', '中小企業の価格転嫁はどこまで進んだか',
                    '訪日客消費、地方へ分散', '半導体投資が地方経済を変える'],
    }
    publishers = ['NewsPicks編集部', '日本経済新聞', 'ITmedia', '東洋経済オンライン', 'Publickey', 'ダイヤモンド']
    result = {}
    article_id = 1
    for tab, heads in tabs.items():
        entries = []
        for index in range(48):
            head = heads[index % len(heads)]
            entries.append({
                'id': article_id,
                'title': head if index < len(heads) else '%s（続報%d）' % (head, index // len(heads)),
                'publisher': rng.choice(publishers),
                'pick_count': rng.randint(3, 4200),
                'url': 'https://newspicks.example/news/%d' % article_id,
            })
            article_id += 1
        result[tab] = entries
    return result


def write(name, value):
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / name).write_text(json.dumps(value, ensure_ascii=False, indent=1) + '\n', encoding='utf-8')


write('novels.json', novels(420))
write('products.json', products(137))
write('contacts.json', contacts(28))
write('articles.json', articles())
print('fixtures written to', OUT)
