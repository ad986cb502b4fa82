notify { String(['A', ['B', ['C']]].downcase == ['a', ['b', ['c']]]): }
