notify { String(['a', ['b', ['c']]].upcase == ['A', ['B', ['C']]]): }
