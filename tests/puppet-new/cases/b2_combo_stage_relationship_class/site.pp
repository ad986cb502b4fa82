stage { 'late': }
Stage['main'] -> Stage['late']
class l { notify { 'late': } }
class { 'l': stage => late }
