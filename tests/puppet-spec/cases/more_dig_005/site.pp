notify { [nope, [testing]].dig(1, 0): }
