notice(sort("xadb")) # notices 'abdx'
