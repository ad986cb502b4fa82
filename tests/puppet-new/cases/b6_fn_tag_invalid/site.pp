class k { tag 'bad tag' }
include k
