# @summary A string that is accepted in Apache config to turn something on or off
type Apache::OnOff = Enum['On', 'on', 'Off', 'off']
