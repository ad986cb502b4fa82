notice(squeeze())
