notify { [testing].dig(0): }
