notice(str2bool('perhaps'))
