# Find first occurrence of 'ah'
$data = "blablahbleh"
notice $data.index('ah') # notices 5
