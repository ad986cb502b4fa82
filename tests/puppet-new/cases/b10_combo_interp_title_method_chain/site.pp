$list = ['b', 'a', 'c']
notify { "sorted-${list.sort.join('-')}-${list.length}": }
