# An SMTP sink for bench:strike-day (run by Debian's python3 with aiosmtpd): appends one line per
# message received, "<Message-ID>\t<first recipient>\t<bytes>", to the file named on the command
# line, so the harness counts mails and finds any Message-ID that arrived twice. Nothing is kept.
#   python3 -m aiosmtpd -n -l 127.0.0.1:PORT -c smtp_count.Counter /path/to/log
import email.parser


class Counter:
    @classmethod
    def from_cli(cls, parser, *args):
        if len(args) != 1:
            parser.error("the log file to append to, and nothing else")
        return cls(args[0])

    def __init__(self, path):
        self.log = open(path, "a", buffering=1)
        self.parser = email.parser.BytesHeaderParser()

    async def handle_DATA(self, server, session, envelope):
        headers = self.parser.parsebytes(envelope.original_content or envelope.content)
        message_id = (headers.get("Message-ID") or "").strip()
        to = envelope.rcpt_tos[0] if envelope.rcpt_tos else ""
        self.log.write(f"{message_id}\t{to}\t{len(envelope.content)}\n")
        return "250 OK"
