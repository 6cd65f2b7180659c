#!/usr/bin/env python3
"""Writes the hand-made seed inputs of the corpora (run once; the files are committed; a later run also writes the Karak seeds that were minimised away: delete those).

Every input starts with the game's byte (0: Karak, 1: Karak: Goblin, 2: Karak 2; the karak2-seed-* files are the Goblin seeds with byte 2), then the target's own bytes.
rules_actions: setup bytes (players, hero shuffle, variant, seed) then action bytes;
bytes 0x40..0x7f fast-forward through legal actions, so short inputs play deep into
(and to the end of) games. action_json / api_bodies: every action variant and every request body in
its real wire form, plus a few near misses. import_file: the real export
end2end/fixtures/finished-3p.json and near misses of it.
"""
import json, os, random

here = os.path.dirname(os.path.abspath(__file__))

def write(target, name, data, game=0):
    d = os.path.join(here, "corpus", target)
    os.makedirs(d, exist_ok=True)
    if isinstance(data, str):
        data = data.encode()
    # The first byte chooses the game (index into protocol's GameKind::ALL; 0 = Karak).
    data = bytes([game]) + data
    with open(os.path.join(d, name), "wb") as f:
        f.write(data)

def instructions(rng, length, mixed=False):
    """rules_actions instructions: fast-forwards (0x40..0x7f) only, to the end of the game
    (or the step cap); or, `mixed`, legal steps and fast-forwards with arbitrary actions and
    seats mixed in."""
    if not mixed:
        return bytes(rng.randrange(0x40, 0x80) for _ in range(length))
    body = bytearray()
    while len(body) < length:
        r = rng.random()
        if r < 0.5:
            body.append(rng.randrange(0x40))
        elif r < 0.7:
            body.append(rng.randrange(0x40, 0x80))
        else:
            body += bytes([0x80 | rng.randrange(0x80)] + [rng.randrange(256) for _ in range(4)])
    return bytes(body)

rng = random.Random(7)
for i in range(12):
    players = i % 4
    expert = 0x80 if i % 3 == 0 else 0
    head = bytes([players | expert] + [rng.randrange(256) for _ in range(6)])
    head += rng.randrange(2**63).to_bytes(8, "big")
    body = instructions(rng, 80) if i < 6 else instructions(rng, 400, mixed=True)
    write("rules_actions", f"seed-{i:02}", head + body)

dirs = ["N", "E", "S", "W"]
units = ["Fight", "Sneak", "Reroll", "KeepRoll", "UseFlames", "Sacrifice", "Resolve", "KeepCurse", "OpenChest", "PickUp", "EndTurn"]
tokens = ["Rat", "GiantSpider", "Mummy", "SkeletonTurnkey", "SkeletonWarrior", "SkeletonKing", "Fallen", "Dragon", "Chest"]
items = ["Daggers", "PortalOfHealing", "MagicFlames", "Key", "Sword", "Axe", "FallenTreasure", "Ruby", "ChestTreasure"]
actions = [json.dumps(u) for u in units]
actions += [json.dumps({"Step": "N"}), json.dumps({"Charge": {"over": "E", "to": "S"}}),
            json.dumps({"Teleport": 3}), json.dumps({"Rotate": 2}), json.dumps({"RerollDie": 1}),
            json.dumps({"ChooseToken": "Dragon"}), json.dumps({"Leave": "Axe"}), json.dumps({"Curse": 2}),
            json.dumps({"Portal": {"target": 1, "fountain": 5}}), json.dumps({"Swap": 0}),
            json.dumps({"Reincarnate": 7})]
for n, a in enumerate(actions):
    write("action_json", f"action-{n:02}", a)
    write("action_json", f"seat-action-{n:02}", json.dumps({"seat": n % 5, "action": json.loads(a)}))
for n, bad in enumerate(['{"Step": "X"}', '{"Rotate": 256}', '{"Rotate": -1}', '{"Charge": {"over": "N"}}',
                         '"Fight" ', '{"Step": "N", "Rotate": 1}', '{"seat": 0, "action": "EndTurn", "x": 1}']):
    write("action_json", f"near-miss-{n}", bad)

bodies = [
    (0, {"seats": [{}, {}], "hero": "Wizard"}),
    (0, {"seats": [{}, {"bot": True, "hero": "Thief"}, {"bot": True}], "hero": None, "expert": True}),
    (0, {"seats": [{"bot": False}, {}, {}, {}, {"bot": True, "hero": "WarriorPrincess"}]}),
    (1, {"seat": 0, "action": {"Step": "N"}, "expected_version": 0}),
    (1, {"seat": 2, "action": "EndTurn", "expected_version": 4294967295}),
    (1, {"seat": 1, "action": {"Portal": {"target": 0, "fountain": 3}}, "expected_version": 17}),
    (2, {}),
    (2, {"hero": "Oracle"}),
    (2, {"hero": None}),
    (3, {"seats": [{"name": "Anna", "hero": "Warrior"}, {"name": "Bot Ben", "hero": None, "bot": True}], "expert": False}),
    (3, {"seats": [{"name": "A", "hero": "Swordsman"}, {"name": "B", "hero": "Warlock"}, {"name": "C", "hero": None}]}),
    (4, {}),
    (4, {"hero": "Thief", "result": "won", "page": 2}),
    (4, {"result": "unfinished"}),
]
for n, (which, body) in enumerate(bodies):
    write("api_bodies", f"body-{n:02}", bytes([which]) + json.dumps(body).encode())

# A few import near misses next to the real file: wrong format, version, truncated.
write("import_file", "wrong-format.json", json.dumps({"format": "other", "format_version": 1}))
write("import_file", "wrong-version.json", json.dumps({"format": "karak-online-game", "format_version": 2}))

# A cut-off and a wrong-result copy of the real export (copied from end2end/fixtures).
fixture = os.path.join(here, "..", "..", "end2end", "fixtures", "finished-3p.json")
real = json.load(open(fixture))
write("import_file", "finished-3p.json", open(fixture, "rb").read())
cut = dict(real, actions=real["actions"][: len(real["actions"]) // 2])
write("import_file", "unfinished.json", json.dumps(cut))
wrong = json.loads(json.dumps(real))
wrong["result"]["winners"] = [9]
write("import_file", "wrong-result.json", json.dumps(wrong))

# Karak: Goblin (byte 1): games driven the same way, every action variant, its bodies.
grng = random.Random(11)
for i in range(8):
    head = bytes([i % 3] + [grng.randrange(256) for _ in range(6)])
    head += grng.randrange(2**63).to_bytes(8, "big")
    body = instructions(grng, 120) if i < 4 else instructions(grng, 400, mixed=True)
    write("rules_actions", f"goblin-seed-{i:02}", head + body, game=1)

goblin_actions = ["Revive", "Merchant", "Stop", "Continue", "PlaceStarting", "ShuffleRest", "Equip", "Pawn", "Leave",
                  {"Fight": {"Row": {"level": "I", "slot": 2}}}, {"Fight": {"Gate": "II"}}, {"Fight": "Lord"},
                  {"Play": 3}, {"PlayUncursed": 40}, {"Discard": 7}, {"Drink": "Healing"}, {"Counter": {"Colour": "Red"}},
                  {"Keep": 12}, {"Place": 60}, {"Buy": "Healing"}, {"Pay": {"Card": 5}}]
for n, a in enumerate(goblin_actions):
    write("action_json", f"goblin-action-{n:02}", json.dumps(a), game=1)
    write("action_json", f"goblin-seat-action-{n:02}", json.dumps({"seat": n % 4, "action": a}), game=1)

goblin_bodies = [
    (0, {"kind": "goblin", "seats": [{}, {"bot": True, "hero": "Taia"}], "hero": "Horan", "abilities": True}),
    (0, {"kind": "goblin", "seats": [{}, {}, {}, {}, {}], "hero": None}),
    (1, {"seat": 0, "action": {"Fight": {"Row": {"level": "I", "slot": 2}}}, "expected_version": 0}),
    (2, {"hero": "Aderyn"}),
    (3, {"seats": [{"name": "Anna", "hero": "Horan"}, {"name": "Bot Ben", "hero": None, "bot": True}], "abilities": False}),
]
for n, (which, body) in enumerate(goblin_bodies):
    write("api_bodies", f"goblin-body-{n:02}", bytes([which]) + json.dumps(body).encode(), game=1)
