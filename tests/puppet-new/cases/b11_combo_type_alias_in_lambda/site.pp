type Small = Integer[0, 3]
[1, 2].each |Small $x| { notify { "s${x}": } }
[5].each |Small $x| { notify { "s${x}": } }
