notice({1 => {2 => three}}.dig(1, 2))
