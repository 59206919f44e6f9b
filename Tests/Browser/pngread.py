"""A small PNG reader for the browser tests: 8-bit RGB and RGBA images, not interlaced (what Chromium's screenshots
are), decoded with the standard library's zlib. Anything else is refused by name rather than misread."""

import struct
import zlib

SIGNATURE = b"\x89PNG\r\n\x1a\n"


class Image:
    """Decoded pixels: `pixel(x, y)` is an (r, g, b) tuple."""

    def __init__(self, width, height, channels, rows):
        self.width = width
        self.height = height
        self.channels = channels
        self.rows = rows

    def pixel(self, x, y):
        if not (0 <= x < self.width and 0 <= y < self.height):
            raise IndexError(f"pixel ({x}, {y}) is outside the {self.width}x{self.height} image")
        row = self.rows[y]
        start = x * self.channels
        return tuple(row[start : start + 3])


def decode(data):
    if not data.startswith(SIGNATURE):
        raise ValueError("not a PNG file")
    offset = len(SIGNATURE)
    header = None
    compressed = bytearray()
    while offset < len(data):
        (length,) = struct.unpack(">I", data[offset : offset + 4])
        kind = data[offset + 4 : offset + 8]
        body = data[offset + 8 : offset + 8 + length]
        offset += 12 + length  # length, type, body, CRC
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            compressed += body
        elif kind == b"IEND":
            break
    if header is None:
        raise ValueError("a PNG file without IHDR")
    width, height, depth, colour, _, _, interlace = header
    channels = {2: 3, 6: 4}.get(colour)
    if depth != 8 or channels is None or interlace != 0:
        raise ValueError(f"unsupported PNG: depth {depth}, colour type {colour}, interlace {interlace}")
    raw = zlib.decompress(bytes(compressed))
    stride = width * channels
    rows = []
    previous = bytearray(stride)
    position = 0
    for _ in range(height):
        kind = raw[position]
        line = bytearray(raw[position + 1 : position + 1 + stride])
        position += 1 + stride
        unfilter(kind, line, previous, channels)
        rows.append(line)
        previous = line
    return Image(width, height, channels, rows)


def unfilter(kind, line, previous, step):
    """Undoes a scanline's filter in place (PNG specification, section 9)."""
    if kind == 0:
        return
    for i in range(len(line)):
        left = line[i - step] if i >= step else 0
        up = previous[i]
        if kind == 1:
            predictor = left
        elif kind == 2:
            predictor = up
        elif kind == 3:
            predictor = (left + up) // 2
        elif kind == 4:
            corner = previous[i - step] if i >= step else 0
            estimate = left + up - corner
            distances = (abs(estimate - left), abs(estimate - up), abs(estimate - corner))
            predictor = left if distances[0] <= distances[1] and distances[0] <= distances[2] else (
                up if distances[1] <= distances[2] else corner)
        else:
            raise ValueError(f"unknown PNG filter {kind}")
        line[i] = (line[i] + predictor) & 0xFF
