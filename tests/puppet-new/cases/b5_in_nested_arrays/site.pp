notice([2,3] in [1,[2,3],4])
notice([2,4] in [1,[2,3],4])
notice([a,b] in ['A',['A','B'],'C'])
notice([x,y] in ['A',['A','B'],'C'])
