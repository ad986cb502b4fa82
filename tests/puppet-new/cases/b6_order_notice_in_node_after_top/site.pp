notice('top1')
node default { notice('node') }
notice('top2')
